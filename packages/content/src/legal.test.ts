import { describe, expect, it } from 'vitest';
import { formatLongDate } from './formatters.js';
import { COOKIES } from './legal/cookies.js';
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
// other legal pages, the operator's and the data-protection contact's addresses, the data
// protection authority, the hosts, and the facts (legal/facts.ts, legal/cookies.ts).
const KNOWN_PLACEHOLDERS = new Set([
  ...LEGAL_KEYS,
  'email',
  'privacyContact',
  'aepd',
  'app',
  'api',
  'storage',
  'serverLogDays',
  'consentDays',
  'answerDays',
  'law',
  'courts',
]);

type Page = Messages['legal']['pages'][(typeof LEGAL_KEYS)[number]];

/** Every paragraph and list item of a page, in order. */
const textsOf = (page: Page): string[] =>
  page.sections.flatMap((section) => [
    ...section.paragraphs,
    ...('items' in section ? section.items : []),
  ]);

/** A page's words as one string, for "does it say X" checks. */
const wordsOf = (page: Page): string => [page.intro, ...textsOf(page)].join('\n');

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
      '{privacyContact}',
      '{aepd}',
      '{cookies}',
      // The facts: how long server logs and the cookie choice are kept (legal/facts.ts).
      '{serverLogDays}',
      '{consentDays}',
    ]) {
      expect(privacy, word).toContain(word);
    }
  });

  it.each(LOCALE_MESSAGES)('keeps no vague retention period in %s', (_l, m) => {
    const privacy = wordsOf(m.legal.pages.privacy);
    expect(privacy).not.toMatch(/short time|poco tiempo|six months it|seis meses se/i);
  });

  it.each(LOCALE_MESSAGES)(
    'words every entry of the cookie list, and shows the table on the cookie policy, in %s',
    (_l, m) => {
      // `rows` is typed by the list's ids, so a missing row fails tsc; this checks there is no
      // blank one and no extra one.
      expect(Object.keys(m.legal.cookieTable.rows).sort()).toEqual(
        COOKIES.map((entry) => entry.id).sort(),
      );
      for (const text of Object.values(m.legal.cookieTable.rows)) expect(text.trim()).not.toBe('');
      const tables = m.legal.pages.cookies.sections.filter(
        (section) => 'cookieTable' in section && section.cookieTable,
      );
      expect(tables).toHaveLength(1);
    },
  );

  it.each(LOCALE_MESSAGES)(
    'says on the cookie policy what withdrawing a consent does, in %s',
    (_l, m) => {
      const words = wordsOf(m.legal.pages.cookies);
      for (const name of ['_ga', '_ga_*', '_gcl_*', 'Google Tag Manager', 'Do Not Track']) {
        expect(words, name).toContain(name);
      }
      expect(words).toMatch(/reload|recargamos/);
      expect(words).toContain('{consentDays}');
    },
  );

  it.each(LOCALE_MESSAGES)(
    'notes Amazon’s trademarks on the legal notice and the terms in %s',
    (_l, m) => {
      for (const key of ['legalNotice', 'terms'] as const) {
        const words = wordsOf(m.legal.pages[key]);
        for (const name of ['Amazon.com, Inc.', 'Kindle Direct Publishing (KDP)']) {
          expect(words, `${key}: ${name}`).toContain(name);
        }
      }
    },
  );

  it.each(LOCALE_MESSAGES)(
    'names the law and the courts on the terms, without the closed ODR platform, in %s',
    (_l, m) => {
      const words = wordsOf(m.legal.pages.terms);
      expect(words).toContain('{law}');
      expect(words).toContain('{courts}');
      expect(words).not.toMatch(/ec\.europa\.eu\/consumers\/odr|\bODR\b/i);
    },
  );

  it.each(LOCALE_MESSAGES)(
    'writes every unit for one and for many, with its count, in %s',
    (_l, m) => {
      for (const forms of Object.values(m.legal.units)) {
        expect(forms.one).toContain('{count}');
        expect(forms.other).toContain('{count}');
      }
      expect(m.legal.placeholder).toContain('{what}');
      expect(m.legal.facts.answerWithin).toContain('{days}');
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
    // The operator's fields, and the VAT statement (`pricesIncludeVat`) under its own label.
    const fields = Object.keys(LEGAL_FACTS.operator).filter((field) => field !== 'brand');
    expect(labels.sort()).toEqual([...fields, 'prices'].sort());
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
      expect(words).toContain('{answerDays}');
      const review = m.legal.pages.accessibility.sections.find((s) => 'review' in s);
      expect(review).toBeDefined();
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
