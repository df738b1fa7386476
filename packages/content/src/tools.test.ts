import { describe, expect, it } from 'vitest';
import { CLAIMS } from './claims.js';
import { en } from './locales/en/index.js';
import { es } from './locales/es/index.js';
import type { Messages } from './messages.js';
import { type Locale, ROUTES } from './routes.js';
import { TOOL_KEYS } from './vocabulary.js';

// The fixed sets the ui library draws (content package conventions).
const ICONS = new Set([
  'lightbulb',
  'sparkles',
  'book',
  'bookOpen',
  'feather',
  'search',
  'list',
  'pen',
  'music',
  'graduationCap',
  'megaphone',
  'user',
  'users',
  'mail',
  'send',
  'target',
  'globe',
  'layers',
  'star',
  'check',
  'upload',
  'rocket',
  'chart',
  'shield',
  'clock',
  'mic',
  'image',
  'palette',
  'download',
  'briefcase',
  'heart',
  'dollar',
  'edit',
  'lock',
  'refresh',
  'zap',
  'gift',
  'link',
  'percent',
  'calendar',
]);
const COLOURS = new Set([
  'violet',
  'blue',
  'teal',
  'green',
  'amber',
  'orange',
  'rose',
  'pink',
  'indigo',
  'cyan',
  'lime',
  'red',
]);
const PARAM = /^[a-z][a-z0-9_]{0,39}$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const toolKeys: readonly string[] = TOOL_KEYS;

const locales: [Locale, Messages][] = [
  ['en', en],
  ['es', es],
];

/** Every string in a value with its dotted path, so tests can scan all copy at once. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    strings(child, path ? `${path}.${key}` : key),
  );
}

/** Strings that are data, not copy: identical in both locales and never translated. */
const isData = (path: string) =>
  /(?:^|\.)(?:id|icon|colour|route|param|action)$/.test(path) || /\.related\.\d+$/.test(path);

describe.each(locales)('tools section in %s', (_locale, messages) => {
  const { featured, extra } = messages.tools.section;
  const cards = [...featured, ...extra];

  it('has 12 featured cards and 4 extra ones (docs/PRODUCT.md §9.9)', () => {
    expect(featured).toHaveLength(12);
    expect(extra).toHaveLength(4);
  });

  it('links every card to a tool route, and every tool route from a card', () => {
    for (const card of cards) expect(toolKeys).toContain(card.route);
    expect(new Set(cards.map((card) => card.route))).toEqual(new Set(TOOL_KEYS));
  });

  it('points exactly the niche, subniche and title cards at ebookIdeas', () => {
    const ideas = featured.filter((card) => card.route === 'ebookIdeas');
    expect(ideas.map((card) => card.id)).toEqual([
      'ebook-niche-ideas',
      'ebook-subniche-ideas',
      'ebook-title-ideas',
    ]);
    // Every other tool has one card of its own.
    const others = cards.filter((card) => card.route !== 'ebookIdeas').map((card) => card.route);
    expect(new Set(others).size).toBe(others.length);
  });

  it('keeps the four extra tools out of the featured grid', () => {
    expect(extra.map((card) => card.route)).toEqual([
      'authorBio',
      'emailWriter',
      'audienceProblems',
      'coldEmail',
    ]);
  });

  it('gives every card a unique kebab-case id, a known icon and a known colour', () => {
    const ids = cards.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const card of cards) {
      expect(card.id).toMatch(KEBAB);
      expect(ICONS.has(card.icon), `${card.id} icon ${card.icon}`).toBe(true);
      expect(COLOURS.has(card.colour), `${card.id} colour ${card.colour}`).toBe(true);
      expect(card.name.trim()).not.toBe('');
      expect(card.description.trim()).not.toBe('');
    }
  });

  it('gives the 12 featured cards 12 different colours', () => {
    expect(new Set(featured.map((card) => card.colour)).size).toBe(12);
  });
});

describe.each(locales)('tool pages in %s', (locale, messages) => {
  const pages = messages.tools.pages;
  const entries = TOOL_KEYS.map((key) => [key, pages[key]] as const);
  // The other routes of the ebook site (home, 404), whose SEO copy lives in seo.ts.
  const siteSeo = Object.entries(messages.seo.ebook)
    .filter(([key]) => !toolKeys.includes(key))
    .map(([, entry]) => entry);

  it('has a page for each of the 14 tool keys and nothing else', () => {
    expect(Object.keys(pages).sort()).toEqual([...TOOL_KEYS].sort());
  });

  it('keeps every SEO title within 60 characters and description within 155', () => {
    for (const [key, page] of entries) {
      expect(page.seo.title.length, `${key} title`).toBeLessThanOrEqual(60);
      expect(page.seo.description.length, `${key} description`).toBeLessThanOrEqual(155);
      expect(page.seo.title.length, `${key} title`).toBeGreaterThan(20);
      expect(page.seo.description.length, `${key} description`).toBeGreaterThan(70);
    }
  });

  it('gives every page its own title and description, unlike the other pages of the site', () => {
    const titles = entries.map(([, page]) => page.seo.title);
    const descriptions = entries.map(([, page]) => page.seo.description);
    expect(new Set(titles).size).toBe(TOOL_KEYS.length);
    expect(new Set(descriptions).size).toBe(TOOL_KEYS.length);
    for (const other of siteSeo) {
      expect(titles).not.toContain(other.title);
      expect(descriptions).not.toContain(other.description);
    }
  });

  it('relates every page to three other existing tools', () => {
    for (const [key, page] of entries) {
      expect(page.related, key).toHaveLength(3);
      expect(page.related, key).not.toContain(key);
      expect(new Set(page.related).size, key).toBe(3);
      for (const related of page.related) expect(toolKeys, key).toContain(related);
    }
  });

  it('has three audience points, three examples and three questions per page', () => {
    for (const [key, page] of entries) {
      expect(page.forWhom.points, key).toHaveLength(3);
      expect(page.examples.items, key).toHaveLength(3);
      expect(page.faq, key).toHaveLength(3);
      const ids = [...page.forWhom.points, ...page.examples.items, ...page.faq].map((i) => i.id);
      for (const id of ids) expect(id, key).toMatch(KEBAB);
      for (const list of [page.forWhom.points, page.examples.items, page.faq]) {
        expect(new Set(list.map((item) => item.id)).size, key).toBe(3);
      }
    }
  });

  it('writes examples that differ from each other and from every other tool', () => {
    const outputs = entries.flatMap(([, page]) => page.examples.items.map((item) => item.output));
    expect(new Set(outputs).size).toBe(TOOL_KEYS.length * 3);
    for (const output of outputs) expect(output.length).toBeGreaterThan(40);
  });

  it('names a valid query parameter and hands off with the tool action', () => {
    for (const [key, page] of entries) {
      expect(page.form.param, key).toMatch(PARAM);
      expect(page.form.action, key).toBe(`tool_${key}`);
      expect(page.cta.action, key).toBe(`tool_${key}`);
    }
  });

  it('gives a select, where there is one, its own parameter and at least two choices', () => {
    const withOptions = entries.filter(([, page]) => 'options' in page.form);
    expect(withOptions.map(([key]) => key)).toEqual(['ebookIdeas', 'shortPoem']);
    for (const [key, page] of withOptions) {
      const options = 'options' in page.form ? page.form.options : undefined;
      expect(options?.param, key).toMatch(PARAM);
      expect(options?.param, key).not.toBe(page.form.param);
      expect(options?.items.length ?? 0, key).toBeGreaterThanOrEqual(2);
      for (const item of options?.items ?? []) expect(item.id, key).toMatch(KEBAB);
    }
  });

  it('covers niches, subniches and titles on the page three cards share', () => {
    const page = pages.ebookIdeas;
    const words =
      locale === 'en' ? ['niche', 'subniche', 'title'] : ['nicho', 'subnicho', 'título'];
    for (const text of [page.heading, page.intro, page.seo.title]) {
      for (const word of words) expect(text.toLowerCase(), text).toContain(word);
    }
    const options = 'options' in page.form ? page.form.options : undefined;
    expect(options?.items.map((item) => item.id)).toEqual(['niche', 'subniche', 'title']);
  });

  it('leaves no copy empty and uses no placeholder but {name} in the card link label', () => {
    for (const [path, text] of strings(messages.tools)) {
      expect(text.trim(), path).not.toBe('');
      const placeholders = text.match(/\{[^}]*\}/g) ?? [];
      expect(placeholders, path).toEqual(path === 'labels.openTool' ? ['{name}'] : []);
    }
  });

  it('states only the chosen reading of each claim (claims.ts)', () => {
    const copy = strings(messages.tools).map(([, text]) => text);
    const all = copy.join('\n');
    expect(all).not.toMatch(/EPUB|MOBI|150\+|5-10 min|credit card required|tarjeta obligatoria/i);
    const pages = locale === 'en' ? /(\d\S*) pages\b/g : /(\d\S*) páginas\b/g;
    // Spanish running text says «más de 90 páginas», never «90+» (docs/PRODUCT.md §7.12).
    const bookPages = locale === 'en' ? CLAIMS.bookPages : CLAIMS.bookPages.replace('+', '');
    for (const [, count] of all.matchAll(pages)) expect(count).toBe(bookPages);
    const under = locale === 'en' ? /under (\d+) minutes/g : /menos de (\d+) minutos/g;
    for (const [, minutes] of all.matchAll(under)) expect(Number(minutes)).toBe(15);
    const words = locale === 'en' ? '6,000 words' : '6000 palabras';
    expect(messages.tools.labels.trialNote).toContain(words);
    expect(messages.tools.labels.trialNote).toContain(String(CLAIMS.trialDays));
    for (const [, percent] of all.matchAll(/(\d+)[ \u00a0]?%/g)) {
      expect([CLAIMS.royaltyConnected, CLAIMS.royaltyExternal]).toContain(Number(percent));
    }
  });

  it('explains how it works in three steps: what the visitor types, the shared sign-up, what they get', () => {
    const [signUp] = entries.map(([, page]) => page.howItWorks[1]);
    for (const [key, page] of entries) {
      expect(
        page.howItWorks.map((step) => step.id),
        key,
      ).toEqual(['type', 'sign-up', 'get']);
      for (const step of page.howItWorks) {
        expect(step.title.trim(), key).not.toBe('');
        expect(step.text.trim(), key).not.toBe('');
      }
      // Sign-up is the same step on every page (the form hands off to registration, docs/PRODUCT.md §2.3).
      expect(page.howItWorks[1], key).toEqual(signUp);
    }
    // What the visitor types and what they get are the tool's own.
    for (const index of [0, 2] as const) {
      for (const part of ['title', 'text'] as const) {
        const texts = entries.map(([, page]) => page.howItWorks[index][part]);
        expect(new Set(texts).size, `step ${index + 1} ${part}`).toBe(TOOL_KEYS.length);
      }
    }
  });

  it('says what the visitor gets, three points per tool that no other tool repeats', () => {
    for (const [key, page] of entries) {
      expect(page.whatYouGet, key).toHaveLength(3);
      expect(new Set(page.whatYouGet.map((point) => point.id)).size, key).toBe(3);
      for (const point of page.whatYouGet) {
        expect(point.id, key).toMatch(KEBAB);
        expect(point.text.trim(), key).not.toBe('');
      }
    }
    const texts = entries.flatMap(([, page]) => page.whatYouGet.map((point) => point.text));
    expect(new Set(texts).size).toBe(TOOL_KEYS.length * 3);
  });

  it('answers “Is it free? Do I need an account?” with the trial, and states the trial nowhere else', () => {
    const { access, labels } = messages.tools;
    const [free, account] =
      locale === 'en' ? [/\bfree\b/i, /\baccount\b/i] : [/gratis/i, /cuenta/i];
    expect(access.question).toMatch(free);
    expect(access.question).toMatch(account);
    expect(access.id).toMatch(KEBAB);
    // An account is needed: the form hands off to registration (docs/PRODUCT.md §2.3).
    expect(access.answer).toMatch(account);
    expect(access.answer.split(labels.trialNote)).toHaveLength(2);
    // No other tool copy repeats the trial's terms, so a tool page prints them once.
    const words = locale === 'en' ? '6,000 words' : '6000 palabras';
    const others = strings(messages.tools).filter(
      ([path]) => path !== 'labels.trialNote' && path !== 'access.answer',
    );
    expect(others.filter(([, text]) => text.includes(words))).toEqual([]);
    // Nor does any of it promise the tools work without signing up.
    expect(
      others.filter(([, text]) =>
        /no (?:sign-up|account) (?:needed|required)|without (?:an account|signing up)|sin (?:registro|cuenta)\b/i.test(
          text,
        ),
      ),
    ).toEqual([]);
  });

  it('uses the brand name in the copy', () => {
    expect(strings(messages.tools).some(([, text]) => text.includes(messages.common.brand))).toBe(
      true,
    );
  });

  it('has a route for every tool page on the ebook site', () => {
    for (const key of TOOL_KEYS) {
      const route = ROUTES.find((candidate) => candidate.key === key);
      expect(route?.site, key).toBe('ebook');
    }
  });
});

describe('English and Spanish tools', () => {
  const enData = strings(en.tools).filter(([path]) => isData(path));
  const esData = strings(es.tools).filter(([path]) => isData(path));

  it('share every id, icon, colour, route, parameter, action and related tool', () => {
    expect(esData).toEqual(enData);
    // The comparison covers the data that matters, not an empty list.
    expect(enData.filter(([path]) => path.endsWith('.param')).length).toBe(16);
    expect(enData.filter(([path]) => path.endsWith('.route')).length).toBe(16);
  });

  it('translates every piece of copy', () => {
    const esCopy = new Map(strings(es.tools));
    const untranslated = strings(en.tools)
      .filter(([path]) => !isData(path))
      .filter(([path, text]) => esCopy.get(path) === text && text !== 'Haiku');
    expect(untranslated).toEqual([]);
  });

  it('keeps KDP and the product names as they are in Spanish', () => {
    expect(es.tools.pages.kdpKeywords.heading).toContain('KDP');
    expect(es.tools.pages.kdpKeywords.heading.toLowerCase()).toContain('palabras clave');
    const copy = strings(es.tools).filter(([path]) => !isData(path));
    expect(copy.filter(([, text]) => /\bkeywords?\b/i.test(text))).toEqual([]);
  });

  it('writes Spanish questions with opening marks', () => {
    for (const [path, text] of strings(es.tools)) {
      if (text.includes('?')) expect(text, path).toContain('¿');
    }
  });
});
