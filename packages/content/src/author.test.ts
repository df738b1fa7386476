import { describe, expect, it } from 'vitest';
import { CLAIMS, SUPPORTED_COUNTRIES } from './claims.js';
import { formatPercent, formatPrice } from './formatters.js';
import { LOCALES, type Locale } from './locale-table.js';
import { author as en } from './locales/en/author.js';
import { common as enCommon } from './locales/en/common.js';
import { author as es } from './locales/es/author.js';
import { common as esCommon } from './locales/es/common.js';
import type { Messages } from './messages.js';

type AuthorCopy = Messages['author'];

/** Keys whose values are data, not words: identical in every locale. */
const DATA_KEYS = new Set(['id', 'code', 'icon', 'action', 'href', 'rating', 'isOurs']);

/** The icon names the ui library draws (content-common conventions). */
const ICONS = new Set(
  'lightbulb sparkles book bookOpen feather search list pen music graduationCap megaphone user users mail send target globe layers star check upload rocket chart shield clock mic image palette download briefcase heart dollar edit lock refresh zap gift link percent calendar'.split(
    ' ',
  ),
);

/** Every leaf of a copy tree with its dotted path, so two locales can be compared path by path. */
function leaves(node: unknown, path = ''): Array<[path: string, key: string, value: unknown]> {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, child]) =>
      child !== null && typeof child === 'object'
        ? leaves(child, path ? `${path}.${key}` : key)
        : [[path ? `${path}.${key}` : key, key, child] as [string, string, unknown]],
    );
  }
  return [];
}

/** The strings a visitor reads: every string leaf except data (ids, hrefs, icons…). */
function visibleText(node: unknown): string[] {
  return leaves(node)
    .filter(([, key, value]) => typeof value === 'string' && !DATA_KEYS.has(key))
    .map(([, , value]) => value as string);
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const ids = (items: ReadonlyArray<{ id: string }>) => items.map((item) => item.id);
const digits = (text: string) => text.replace(/[^\d]/g, '');

const COPY: Readonly<Record<Locale, readonly [AuthorCopy, Messages['common']]>> = {
  en: [en, enCommon],
  es: [es, esCommon],
};
const locales = LOCALES.map((locale) => [locale, ...COPY[locale]] as const);

describe.each(locales)('the %s author-publishing copy', (locale, copy, common) => {
  it('links the "see how it works" button to the 4-step section anchor (docs/PRODUCT.md §2.6)', () => {
    expect(copy.steps.id).toBe('steps-section');
    expect(copy.hero.secondaryAnchor).toBe(copy.steps.id);
  });

  it('names the sections the author site’s header and footer link to by those links’ anchors', () => {
    const sectionIds = [copy.steps.id, copy.royalties.id, copy.faq.id];
    const links = [...common.header.links.author, ...common.footer.links.author];
    for (const link of links) expect(sectionIds).toContain(link.anchor);
    expect(new Set(links.map((link) => link.anchor))).toEqual(new Set(sectionIds));
  });

  it('lists the 4 steps in order: upload, edit with AI, set price, publish', () => {
    expect(ids(copy.steps.items)).toEqual(['upload', 'edit', 'price', 'publish']);
  });

  it('shows the demo card progress for upload, formatting, cover and listing (docs/PRODUCT.md §4.8)', () => {
    expect(ids(copy.demoCard.steps)).toEqual(['uploading', 'formatting', 'cover', 'listing']);
    expect(copy.demoCard.statusProcessing).not.toBe(copy.demoCard.statusLive);
  });

  it('grids exactly 9 editor features with distinct ids', () => {
    expect(copy.editor.features).toHaveLength(9);
    expect(new Set(ids(copy.editor.features)).size).toBe(9);
  });

  it('lists 20 countries plus 22 more, 42 distinct valid ISO 3166-1 alpha-2 codes', () => {
    expect(copy.connect.countries).toHaveLength(20);
    expect(copy.connect.moreCountries).toHaveLength(22);
    const all = [...copy.connect.countries, ...copy.connect.moreCountries];
    const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const { code } of all) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      // ZZ is "unknown region"; user-assigned codes (XA-XZ, QM-QZ, AA) are not countries.
      expect(code).not.toMatch(/^(ZZ|AA|X[A-Z]|Q[M-Z])$/);
      expect(regionNames.of(code), code).toBeDefined();
    }
    expect(new Set(all.map((country) => country.code)).size).toBe(42);
    expect(new Set(all.map((country) => country.name)).size).toBe(42);
    // The claim is counted from the one list (claims.ts), and the page lists the same countries.
    expect(all.map((country) => country.code)).toEqual([...SUPPORTED_COUNTRIES]);
    expect(`${CLAIMS.countries}`).toBe(`${all.length}+`);
    expect(copy.connect.countriesIntro).toContain(` ${all.length} `);
  });

  it('counts the hidden countries in the "show more" label', () => {
    expect(placeholders(copy.connect.showMore)).toEqual(['count']);
    const label = copy.connect.showMore.replace(
      '{count}',
      String(copy.connect.moreCountries.length),
    );
    expect(label).toContain('22');
  });

  it('never names the card payment provider in visible text, only in the country-list href', () => {
    for (const text of visibleText(copy)) expect(text).not.toMatch(/stripe/i);
    expect(copy.connect.fullList.href).toMatch(/^https:\/\//);
    for (const item of copy.connect.alternatives.items) expect(item.href).toMatch(/^https:\/\//);
    expect(copy.connect.alternatives.items).toHaveLength(3);
  });

  it('follows the 6-stage workflow of docs/PRODUCT.md §4.9 in order', () => {
    expect(ids(copy.workflow.steps)).toEqual([
      'upload',
      'edit',
      'prepare',
      'price-checkout',
      'publish',
      'earn-track',
    ]);
    expect(copy.workflow.note.length).toBeGreaterThan(0);
  });

  it('has 3 five-star testimonials by invented "First L." authors', () => {
    expect(copy.testimonials.items).toHaveLength(3);
    for (const item of copy.testimonials.items) {
      expect(item.rating).toBe(5);
      expect(item.author).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
    }
  });

  it('compares 4 publishing routes with the royalties of docs/PRODUCT.md §9.11', () => {
    // "85%" in English, "85 %" with a no-break space in Spanish (docs/PRODUCT.md §7.12).
    const pc = formatPercent(0, locale).slice(1);
    expect(copy.royalties.rows.map((row) => [row.id, row.royalty])).toEqual([
      ['retail', `35–70${pc}`],
      ['creator-sales', `90${pc}`],
      ['traditional', `10–15${pc}`],
      // Like with like: a sale on the marketplace; the 100% with one's own checkout is its note,
      // beside the provider's fees that checkout takes.
      ['inkwell', `85${pc}`],
    ]);
    const ours = copy.royalties.rows.find((row) => row.isOurs);
    expect(ours?.note).toContain(`100${pc}`);
    expect(copy.royalties.rows.filter((row) => row.isOurs).map((row) => row.platform)).toEqual([
      'Inkwell AI',
    ]);
  });

  it('describes the other platforms without naming them', () => {
    const named =
      /amazon|kindle|kdp|apple|kobo|google|barnes|nook|gumroad|lemon|paddle|payhip|penguin/i;
    for (const text of visibleText(copy.royalties)) expect(text).not.toMatch(named);
  });

  it('answers 6 FAQ questions: royalties, payouts, exclusivity, file, pricing, bundles', () => {
    expect(ids(copy.faq.items)).toEqual([
      'royalties',
      'payouts',
      'exclusivity',
      'file',
      'pricing',
      'bundles-affiliates',
    ]);
  });

  it('states the docs/PRODUCT.md §5 rules: DOCX only, 120 MB, free to $999', () => {
    // Prices as the shared formatter writes them: "$999.00", "USD 999.00" (docs/PRODUCT.md §7.11).
    const maxPrice = formatPrice(CLAIMS.priceMax, locale);
    const free = locale === 'en' ? /\bfree\b/i : /\bgratis\b/i;
    const upload = visibleText(copy.upload).join(' ');
    expect(upload).toContain('DOCX');
    expect(upload).toContain('120 MB');
    expect(upload).toContain(maxPrice);
    expect(upload).toMatch(free);
    const [file, pricing] = [copy.faq.items[3], copy.faq.items[4]];
    expect(file?.answer).toContain('DOCX');
    expect(file?.answer).toContain('120 MB');
    expect(pricing?.answer).toContain(maxPrice);
    expect(pricing?.answer).toMatch(free);
    expect(copy.upload.checks).toHaveLength(5);
  });

  it('uses the royalty, fee and commission constants of CLAIMS', () => {
    const percent = (n: number) => formatPercent(n, locale);
    // With their own checkout, authors pay Inkwell AI no commission; the provider's fees remain,
    // so the copy never promises they keep 100% of every sale (docs/PRODUCT.md §7.12).
    const noCommission = locale === 'en' ? /\bno commission\b/ : /(?:sin|no \p{L}+) comisión/u;
    expect(copy.connect.royalty.value).toBe(percent(CLAIMS.royaltyConnected));
    expect(copy.connect.royalty.text).toContain(percent(CLAIMS.platformFee));
    expect(copy.connect.elsewhere.text).toMatch(noCommission);
    expect(copy.faq.items[0]?.answer).toContain(percent(CLAIMS.royaltyConnected));
    expect(copy.faq.items[0]?.answer).toContain(percent(CLAIMS.royaltyExternal));
    expect(copy.faq.items[0]?.answer).toMatch(noCommission);
    // "10-20%" in English, "10 y el 20 %" / "10 al 20 %" in Spanish: the same two numbers.
    expect(copy.affiliate.intro).toMatch(/10\D{1,9}20\u00a0?%/);
    expect(copy.faq.items[5]?.answer).toMatch(/10\D{1,9}20\u00a0?%/);
  });

  it('shows 4-6 stats whose figures are the docs/PRODUCT.md §9.10 claims', () => {
    const claimed = [
      CLAIMS.books,
      CLAIMS.authors,
      `${CLAIMS.satisfactionPercent}%`,
      CLAIMS.countries,
      CLAIMS.categories,
      `${CLAIMS.publishMinutes}`,
      `${CLAIMS.accountMinutes}`,
    ].map(digits);
    expect(copy.stats.items.length).toBeGreaterThanOrEqual(4);
    expect(copy.stats.items.length).toBeLessThanOrEqual(6);
    for (const stat of copy.stats.items) expect(claimed).toContain(digits(stat.value));
  });

  it('keeps the bundle maths in placeholders and the 30% saving of docs/PRODUCT.md §9.6', () => {
    expect(placeholders(copy.bundle.saved)).toEqual(['percent']);
    expect(copy.bundle.liveNote).toContain(formatPercent(CLAIMS.bundleDiscountPercent, locale));
    // The sample card shows its own 29% saving (docs/PRODUCT.md §9.6): its note states no other.
    expect(copy.bundle.sampleNote).not.toMatch(/\d/);
    expect(copy.bundle.text).toContain(`${CLAIMS.bundleMinBooks}`);
  });

  it('names the strip books, prices and covers through placeholders', () => {
    expect(placeholders(copy.strip.price)).toEqual(['price']);
    expect(placeholders(copy.strip.bookLink)).toEqual(['title']);
    expect(placeholders(copy.strip.coverAlt)).toEqual(['title']);
  });

  it('uses only icons the ui library draws and kebab-case ids', () => {
    for (const [path, key, value] of leaves(copy)) {
      if (key === 'icon') expect(ICONS.has(value as string), path).toBe(true);
      if (key === 'id') expect(value, path).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    }
  });

  it('sends every call to action to the publish link or registration', () => {
    const actions = leaves(copy).filter(([, key]) => key === 'action');
    expect(actions.length).toBeGreaterThan(0);
    for (const [, , value] of actions) expect(['publish', 'register']).toContain(value);
  });

  it('has no empty or placeholder-only prose', () => {
    for (const text of visibleText(copy)) {
      expect(text.trim()).not.toBe('');
      // Case-sensitive TODO/TBD: Spanish prose legitimately starts with "Todo".
      expect(text).not.toMatch(/\b(?:[Ll]orem|[Ii]psum|TODO|TBD|FIXME)\b/);
    }
  });
});

describe('the Spanish author copy against the English', () => {
  const enLeaves = leaves(en);
  const esByPath = new Map(leaves(es).map(([path, , value]) => [path, value]));

  it('has the same leaves, so no key is missing on either side', () => {
    expect([...esByPath.keys()].sort()).toEqual(enLeaves.map(([path]) => path).sort());
  });

  it('keeps ids, codes, icons, actions, hrefs and ratings identical and in the same order', () => {
    const data = enLeaves.filter(([, key]) => DATA_KEYS.has(key));
    expect(data.length).toBeGreaterThan(100);
    for (const [path, , value] of data) expect(esByPath.get(path), path).toBe(value);
  });

  it('uses the same placeholders in every string', () => {
    for (const [path, , value] of enLeaves) {
      if (typeof value !== 'string') continue;
      expect(placeholders(esByPath.get(path) as string), path).toEqual(placeholders(value));
    }
  });

  it('translates the prose rather than copying the English', () => {
    for (const [path, key, value] of enLeaves) {
      if (typeof value !== 'string' || DATA_KEYS.has(key) || value.split(' ').length < 3) continue;
      expect(esByPath.get(path), path).not.toBe(value);
    }
  });

  it('translates country names', () => {
    const spain = es.connect.countries.find((country) => country.code === 'ES');
    expect(spain?.name).toBe('España');
    const germany = es.connect.countries.find((country) => country.code === 'DE');
    expect(germany?.name).toBe('Alemania');
  });

  it('opens Spanish questions with ¿', () => {
    for (const item of es.faq.items) expect(item.question).toMatch(/^¿.+\?$/);
  });
});
