import { describe, expect, it } from 'vitest';
import { formatLongDate } from './formatters.js';
import { isPlaceholder, LEGAL_FACTS } from './legal/facts.js';
import { LEGAL_UPDATED } from './legal/updated.js';
import { en } from './locales/en/index.js';
import { es } from './locales/es/index.js';
import type { Messages } from './messages.js';
import { LEGAL_KEYS, type Locale } from './routes.js';

const LOCALE_MESSAGES: ReadonlyArray<readonly [Locale, Messages]> = [
  ['en', en],
  ['es', es],
];

// The placeholders the legal page block fills (packages/sections/src/LegalPage): links to the
// other legal pages, the operator's address, the data protection authority and the hosts.
const KNOWN_PLACEHOLDERS = new Set([...LEGAL_KEYS, 'email', 'aepd', 'app', 'api', 'storage']);

type Page = Messages['legal']['pages'][(typeof LEGAL_KEYS)[number]];

/** Every paragraph and list item of a page, in order. */
const textsOf = (page: Page): string[] =>
  page.sections.flatMap((section) => [
    ...section.paragraphs,
    ...('items' in section ? section.items : []),
  ]);

/** A page's words as one string, table included, for "does it say X" checks. */
const wordsOf = (page: Page): string =>
  [
    page.intro,
    ...textsOf(page),
    ...page.sections.flatMap((section) =>
      'storage' in section
        ? section.storage.entries.flatMap((entry) => [entry.key, entry.purpose, entry.duration])
        : [],
    ),
  ].join('\n');

describe('the legal pages (docs/PRODUCT.md §2.8)', () => {
  it('has the same five pages, sections and section ids in both languages', () => {
    for (const key of LEGAL_KEYS) {
      const ids = (m: Messages) => m.legal.pages[key].sections.map((section) => section.id);
      expect(ids(es), key).toEqual(ids(en));
      expect(ids(en).length, key).toBeGreaterThanOrEqual(4);
    }
  });

  it.each(LOCALE_MESSAGES)('dates every page in %s from the one table, as a long date', (l, m) => {
    for (const key of LEGAL_KEYS) {
      const page = m.legal.pages[key];
      expect(page.updated).toBe(LEGAL_UPDATED[key]);
      expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(formatLongDate(page.updated, l)).not.toBe('');
    }
    expect(m.legal.lastUpdated).toContain('{date}');
  });

  it.each(LOCALE_MESSAGES)('fills only placeholders the page block knows in %s', (_l, m) => {
    const unknown = LEGAL_KEYS.flatMap((key) =>
      textsOf(m.legal.pages[key]).flatMap((text) =>
        [...text.matchAll(/\{(\w+)\}/g)]
          .map((match) => match[1]!)
          .filter((name) => !KNOWN_PLACEHOLDERS.has(name))
          .map((name) => `${key}: {${name}}`),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it.each(LOCALE_MESSAGES)('gives each page a title of its own in %s', (_l, m) => {
    const titles = LEGAL_KEYS.map((key) => m.legal.pages[key].title);
    expect(new Set(titles).size).toBe(LEGAL_KEYS.length);
    for (const key of LEGAL_KEYS) {
      expect(m.legal.pages[key].seo.title.startsWith(m.legal.pages[key].title)).toBe(true);
    }
  });

  it.each(LOCALE_MESSAGES)('names what the privacy policy must in %s', (_l, m) => {
    const privacy = wordsOf(m.legal.pages.privacy);
    // What the code stores and sends (packages/tracking, apps/ebook-site/src/media.ts).
    for (const word of [
      'landing_tracking',
      'landing_consent',
      'landing_language_notice',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'Google Tag Manager',
      'Global Privacy Control',
      'Do Not Track',
      'youtube-nocookie.com',
      'Vimeo',
      'lang=es',
      '{api}',
      '{storage}',
      '{app}',
      '{email}',
      '{aepd}',
      '{cookies}',
    ]) {
      expect(privacy, word).toContain(word);
    }
  });

  it.each(LOCALE_MESSAGES)(
    'lists the three browser storage entries with their lifetimes in %s',
    (_l, m) => {
      const list = m.legal.pages.cookies.sections.find((section) => 'storage' in section);
      const keys = list && 'storage' in list ? list.storage.entries.map((entry) => entry.key) : [];
      expect(keys).toEqual(['landing_consent', 'landing_tracking', 'landing_language_notice']);
    },
  );

  it('labels the cookie settings button as the consent script expects it', () => {
    const button = (m: Messages) =>
      m.legal.pages.cookies.sections.flatMap((section) =>
        'settingsButton' in section ? [section.settingsButton] : [],
      );
    expect(button(en)).toEqual(['Change cookie settings']);
    expect(button(es)).toEqual(['Cambiar preferencias de cookies']);
    expect(en.common.footer.legal.cookieSettings).toBe('Cookie settings');
    expect(es.common.footer.legal.cookieSettings).toBe('Preferencias de cookies');
  });

  it.each(LOCALE_MESSAGES)('labels every operator detail the legal notice shows in %s', (_l, m) => {
    const section = m.legal.pages.legalNotice.sections.find((s) => 'operator' in s);
    const labels = section && 'operator' in section ? Object.keys(section.operator) : [];
    const fields = Object.keys(LEGAL_FACTS.operator).filter((field) => field !== 'brand');
    expect(labels.sort()).toEqual(fields.sort());
  });

  it.each(LOCALE_MESSAGES)(
    'states the accessibility target and how to report a barrier in %s',
    (_l, m) => {
      const words = wordsOf(m.legal.pages.accessibility);
      expect(words).toContain('WCAG');
      expect(words).toContain('2.2');
      expect(words).toContain('AA');
      expect(words).toContain('axe');
      expect(words).toContain('{email}');
    },
  );
});

describe('the legal facts (legal/facts.ts)', () => {
  it('carries the brand and contact addresses on the reserved .example domain until set', () => {
    expect(LEGAL_FACTS.operator.brand).toBe('Inkwell AI');
    for (const address of [LEGAL_FACTS.operator.email, LEGAL_FACTS.privacyContact]) {
      expect(address).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    }
  });

  it('says what each placeholder stands for', () => {
    const placeholders = [
      LEGAL_FACTS.operator.legalName,
      LEGAL_FACTS.operator.address,
      LEGAL_FACTS.operator.registry,
      LEGAL_FACTS.operator.taxId,
      LEGAL_FACTS.pricesIncludeVat,
      LEGAL_FACTS.hosting,
      LEGAL_FACTS.serverLogDays,
      ...Object.values(LEGAL_FACTS.jurisdiction),
      ...Object.values(LEGAL_FACTS.accessibility),
    ].filter(isPlaceholder);
    expect(placeholders.length).toBeGreaterThan(0);
    for (const value of placeholders) expect(value.placeholder.trim()).not.toBe('');
    expect(isPlaceholder('IE')).toBe(false);
    expect(isPlaceholder(null)).toBe(false);
  });
});
