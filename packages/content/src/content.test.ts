import { describe, expect, it } from 'vitest';
import { CLAIMS } from './claims.js';
import { formatPercent, formatPrice, localizeClaim } from './formatters.js';
import { en } from './locales/en/index.js';
import { es } from './locales/es/index.js';
import type { Messages } from './messages.js';
import type { Locale } from './routes.js';

const LOCALE_MESSAGES: ReadonlyArray<readonly [Locale, Messages]> = [
  ['en', en],
  ['es', es],
];

type Leaf = string | number | boolean;

/** Every leaf of a copy tree with its dotted path (`ebook.faq.items.0.answer`). */
function leaves(value: unknown, path = ''): Array<[string, Leaf]> {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return [[path, value]];
  }
  if (value === null || typeof value !== 'object') return [[path, String(value)]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, path ? `${path}.${key}` : key),
  );
}

/** Every path of a tree, inner nodes included, so missing keys and array lengths both show. */
function shape(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [`${path}:${typeof value}`];
  const tag = Array.isArray(value) ? `${path}:array(${value.length})` : `${path}:object`;
  return [
    tag,
    ...Object.entries(value).flatMap(([key, child]) => shape(child, path ? `${path}.${key}` : key)),
  ];
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The value at a dotted path, for pairing an English leaf with its Spanish twin. */
function at(root: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[key]
          : undefined,
      root,
    );
}

/** Claim strings written the way the locale's number format writes them ("45,000+", "4.9/5"). */
const localized = localizeClaim;

// docs/PRODUCT.md §7.6: the only analytics event names a button may carry.
const SPEC_EVENTS = [
  'cta_start_trial',
  'cta_view_demo',
  'features_get_started',
  'hero_start_trial',
  'hero_get_sample',
  'hero_start_book',
  'hero_free_trial',
  'hero_voice_to_book',
  'how_it_works_cta',
  'testimonials_get_started',
];

// content-common conventions: the icon and colour names the ui library can draw.
const ICONS = new Set(
  'lightbulb sparkles book bookOpen feather search list pen music graduationCap megaphone user users mail send target globe layers star check upload rocket chart shield clock mic image palette download briefcase heart dollar edit lock refresh zap gift link percent calendar'.split(
    ' ',
  ),
);
const COLOURS = new Set(
  'violet blue teal green amber orange rose pink indigo cyan lime red'.split(' '),
);

// Fields that are data rather than words: the same in every locale.
const DATA_FIELDS = new Set([
  'id',
  'key',
  'icon',
  'colour',
  'event',
  'action',
  'route',
  'lang',
  'anchor',
  'path',
  'param',
  'href',
  'code',
  // The legal pages' dates (legal/updated.ts).
  'updated',
]);
const fieldOf = (path: string) => path.split('.').at(-1) ?? '';
// `hero.create.primaryEvent` / `primaryAction` sit beside the `primaryCta` string the foundation
// already renders, so they count as `event` and `action` fields too.
const fieldKind = (path: string) =>
  fieldOf(path).replace(/^primary(Event|Action)$/, (_, kind: string) => kind.toLowerCase());
const insideColors = (path: string) => path.split('.').includes('colors');

describe('given the English and Spanish copy', () => {
  it('has the same keys and the same array lengths everywhere', () => {
    expect(shape(es)).toEqual(shape(en));
  });

  it('uses the same {placeholders} in every pair of strings', () => {
    const mismatches = leaves(en)
      .filter(([, value]) => typeof value === 'string')
      .flatMap(([path, value]) => {
        const twin = at(es, path);
        const want = placeholders(String(value));
        const got = typeof twin === 'string' ? placeholders(twin) : ['<missing>'];
        return JSON.stringify(want) === JSON.stringify(got) ? [] : [`${path}: ${want} vs ${got}`];
      });
    expect(mismatches).toEqual([]);
  });

  it.each(LOCALE_MESSAGES)('has no empty or blank string in %s', (_locale, messages) => {
    const blank = leaves(messages)
      .filter(([, value]) => typeof value === 'string' && value.trim() === '')
      .map(([path]) => path);
    expect(blank).toEqual([]);
  });

  it('keeps data fields, numbers and colours identical across locales', () => {
    const differing = leaves(en)
      .filter(
        ([path, value]) =>
          typeof value !== 'string' || DATA_FIELDS.has(fieldKind(path)) || insideColors(path),
      )
      .filter(([path, value]) => at(es, path) !== value)
      .map(([path]) => path);
    expect(differing).toEqual([]);
  });

  it.each(LOCALE_MESSAGES)('uses only known icons, colours and events in %s', (_l, messages) => {
    const all = leaves(messages);
    const bad = (field: string, allowed: { has(value: string): boolean }) =>
      all
        .filter(([path, value]) => fieldKind(path) === field && !allowed.has(String(value)))
        .map(([path, value]) => `${path}=${value}`);
    expect(bad('icon', ICONS)).toEqual([]);
    expect(bad('colour', COLOURS)).toEqual([]);
    expect(bad('event', new Set(SPEC_EVENTS))).toEqual([]);
  });

  it('gives list items kebab-case ids, unique within their list', () => {
    const idsByList = new Map<string, string[]>();
    for (const [path, value] of leaves(en)) {
      if (fieldOf(path) !== 'id' || typeof value !== 'string') continue;
      const list = path.split('.').slice(0, -2).join('.');
      idsByList.set(list, [...(idsByList.get(list) ?? []), value]);
    }
    expect(idsByList.size).toBeGreaterThan(10);
    for (const [list, ids] of idsByList) {
      expect(
        ids.filter((id) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)),
        list,
      ).toEqual([]);
      expect(new Set(ids).size, list).toBe(ids.length);
    }
  });

  it('never states the claim readings CLAIMS rejected (claims.ts)', () => {
    const rejected = [
      /\b150\+? (?:pages|páginas)/i,
      /\b5-10 (?:minutes|minutos)/i,
      /\bEPUB\b/,
      /\bMOBI\b/,
    ];
    for (const [, messages] of LOCALE_MESSAGES) {
      const hits = leaves(messages).filter(
        ([, value]) => typeof value === 'string' && rejected.some((re) => re.test(value)),
      );
      expect(hits).toEqual([]);
    }
  });
});

describe('the ebook landing (docs/PRODUCT.md §2.2)', () => {
  it('labels the buttons of docs/PRODUCT.md §2.2 with their wording in English', () => {
    const { hero } = en.ebook;
    expect(hero.modes.create).toBe('Create a book with AI');
    expect(hero.modes.have).toBe('I already have a book');
    expect(hero.create.primaryCta).toBe('Start Free Trial');
    expect(hero.create.secondaryCta).toBe('Watch Demo');
    expect(hero.demo.cta).toBe('Start Free Trial');
    expect(hero.benefits.cta.label).toBe('Get Free Sample');
    expect(hero.showcase.cta.label).toBe('Start Free Trial');
    expect(hero.trialBanner.cta.label).toBe('Start Free Trial');
    expect(hero.voice.badge).toBe('NEW');
    expect(hero.voice.animation.ready).toBe('Book ready!');
    expect(en.ebook.publish.cta.label).toBe('Publish Your Book');
    expect(en.ebook.testimonials.cta.label).toBe('Start Free Trial');
    expect(en.ebook.finalCta.primaryCta.label).toBe('Start Free Trial');
    expect(en.ebook.finalCta.secondaryCta.label).toBe('Watch Demo');
    expect(en.ebook.audiences.finalCta.label).toBe('Start Free Trial');
    expect(en.ebook.gallery.useTemplate).toBe('Use this template');
    // docs/PRODUCT.md §2.2's "View all templates" opens sign-up, so the label says so (§7.12).
    expect(en.ebook.gallery.viewAll).toBe('Sign up to see all templates');
  });

  it('puts every docs/PRODUCT.md §7.6 event on exactly one button', () => {
    const events = leaves(en.ebook)
      .filter(([path]) => fieldKind(path) === 'event')
      .map(([, value]) => value);
    expect([...events].sort()).toEqual([...SPEC_EVENTS].sort());
    expect(en.ebook.hero.create.primaryEvent).toBe('hero_start_trial');
  });

  it.each(LOCALE_MESSAGES)('has the counts of docs/PRODUCT.md §9.9 in %s', (_locale, { ebook }) => {
    expect(ebook.hero.create.trust).toHaveLength(4);
    expect(ebook.hero.benefits.items).toHaveLength(6);
    expect(ebook.howItWorks.steps).toHaveLength(3);
    expect(ebook.features.items).toHaveLength(6);
    expect(ebook.publish.steps).toHaveLength(4);
    expect(ebook.testimonials.items).toHaveLength(11);
    expect(ebook.testimonials.reviewImages.shots).toHaveLength(12);
    expect(ebook.faq.items).toHaveLength(8);
    expect(ebook.translate.samples).toHaveLength(8);
    expect(ebook.audiences.items).toHaveLength(12);
    for (const audience of ebook.audiences.items) expect(audience.benefits).toHaveLength(3);
  });

  it('keeps the steps and audiences in the order of docs/PRODUCT.md §2.2 and §2.5', () => {
    expect(en.ebook.howItWorks.steps.map((step) => step.id)).toEqual([
      'choose-topic',
      'ai-creates',
      'download-publish',
    ]);
    expect(en.ebook.publish.steps.map((step) => step.id)).toEqual([
      'upload',
      'pricing',
      'listing',
      'sell',
    ]);
    expect(en.ebook.audiences.items.map((audience) => audience.title)).toEqual([
      'Aspiring authors',
      'Digital entrepreneurs',
      'Content creators and influencers',
      'Course creators',
      'Creative writers and novelists',
      'Marketing agencies',
      'Small business owners',
      'Parents and teachers',
      'Consultants and experts',
      'Affiliate marketers',
      'Bloggers and writers',
      'Self-publishers',
    ]);
  });

  it.each(LOCALE_MESSAGES)('has 11 five-star testimonials from two review sites in %s', (_l, m) => {
    const { items } = m.ebook.testimonials;
    expect(items.every((item) => item.rating === 5)).toBe(true);
    // Which of the two configured sites, by index: the copy names neither (docs/PRODUCT.md §3.4).
    expect(new Set(items.map((item) => item.source))).toEqual(new Set([0, 1]));
    // Invented people: a first name and an initial (content-common conventions).
    for (const item of items) expect(item.author).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
    expect(new Set(items.map((item) => item.quote)).size).toBe(11);
  });

  it.each(LOCALE_MESSAGES)('leaves the review sites’ names to the configuration in %s', (_l, m) => {
    const { testimonials } = m.ebook;
    // The page fills {platform} with the configured name of the item's source.
    expect(placeholders(testimonials.sourceLabel)).toEqual(['platform']);
    for (const shot of testimonials.reviewImages.shots) {
      expect(placeholders(shot.alt), shot.alt).toEqual(['platform']);
    }
    expect(new Set(testimonials.reviewImages.shots.map((shot) => shot.source))).toEqual(
      new Set([0, 1]),
    );
    // The names the copy once made up for the two sites are gone.
    const named = leaves(m.ebook).filter(
      ([, value]) => typeof value === 'string' && /ReviewHub|SoftwareRatings/.test(value),
    );
    expect(named).toEqual([]);
  });

  it('shows the same sentence in the same eight languages on both sites', () => {
    const english = en.ebook.translate.samples;
    expect(english.map((sample) => sample.language)).toEqual([
      'English',
      'Spanish',
      'German',
      'French',
      'Portuguese',
      'Italian',
      'Chinese',
      'Japanese',
    ]);
    expect(english.map((sample) => sample.lang)).toEqual([
      'en',
      'es',
      'de',
      'fr',
      'pt',
      'it',
      'zh-Hans',
      'ja',
    ]);
    expect(es.ebook.translate.samples.map((sample) => sample.sample)).toEqual(
      english.map((sample) => sample.sample),
    );
    expect(new Set(english.map((sample) => sample.sample)).size).toBe(8);
    // The language names are written in the page's language.
    expect(es.ebook.translate.samples.map((sample) => sample.language)).not.toEqual(
      english.map((sample) => sample.language),
    );
  });

  it('serves every illustration through the image proxy as year/month/file', () => {
    for (const [, messages] of LOCALE_MESSAGES) {
      for (const section of messages.ebook.hero.showcase.sections) {
        expect(section.image.path).toMatch(/^\d{4}\/(0[1-9]|1[0-2])\/[a-z0-9-]+\.svg$/);
        expect(section.image.alt.length).toBeGreaterThan(10);
      }
    }
  });
});

describe('the claims in the copy (claims.ts)', () => {
  it.each(LOCALE_MESSAGES)('states the trial the CLAIMS way in %s', (locale, { ebook }) => {
    const words = localized(CLAIMS.trialWords, locale);
    const days = new RegExp(`\\b${CLAIMS.trialDays}\\b`);
    const trial = ebook.faq.items.find((item) => item.id === 'trial')?.answer ?? '';
    expect(trial).toContain(words);
    expect(trial).toMatch(days);
    for (const text of [ebook.hero.trialBanner.text, ebook.finalCta.text]) {
      expect(text).toContain(words);
    }
    expect(ebook.hero.trialBanner.heading).toMatch(days);
    expect(ebook.finalCta.text).toMatch(days);
    expect(ebook.hero.create.trust.map((item) => item.text).join(' ')).toContain(words);
  });

  it.each(LOCALE_MESSAGES)('answers the FAQ with the CLAIMS values in %s', (locale, { ebook }) => {
    const answer = (id: string) => ebook.faq.items.find((item) => item.id === id)?.answer ?? '';
    for (const format of CLAIMS.exportFormats) expect(answer('formats')).toContain(format);
    expect(answer('pages')).toContain(CLAIMS.bookPages.replace('+', ''));
    expect(answer('time')).toContain(String(CLAIMS.creationMinutes));
    expect(answer('time')).toContain(String(CLAIMS.voiceToBookMinutes));
    expect(answer('languages')).toContain(
      localized(CLAIMS.translationLanguages, locale).replace('+', ''),
    );
    expect(answer('publishing')).toContain(formatPercent(CLAIMS.royaltyConnected, locale));
    // The own-checkout route: no commission to Inkwell AI, not "100% of every sale"
    // (docs/PRODUCT.md §7.12).
    expect(answer('publishing')).toMatch(locale === 'en' ? /\bno commission\b/ : /\bcomisión\b/);
  });

  it.each(LOCALE_MESSAGES)(
    'shows the review statistics of docs/PRODUCT.md §9.10 in %s',
    (locale, { ebook }) => {
      const stats = ebook.testimonials.stats.items.map((item) => `${item.value} ${item.label}`);
      expect(stats.join(' | ')).toContain(localized(CLAIMS.rating, locale));
      expect(stats.join(' | ')).toContain(localized(CLAIMS.reviewCount, locale));
      expect(stats.join(' | ')).toContain(localized(CLAIMS.happyUsers, locale));
      expect(stats.join(' | ')).toContain(localized(CLAIMS.ebooksCreated, locale));
    },
  );

  it.each(LOCALE_MESSAGES)(
    'keeps the publish-step limits of docs/PRODUCT.md §5 in %s',
    (locale, { ebook }) => {
      const steps = ebook.publish.steps.map((step) => step.text).join(' ');
      expect(steps).toContain(`${CLAIMS.docxMaxMb} MB`);
      expect(steps).toContain(formatPrice(CLAIMS.priceMax, locale));
      expect(steps).toContain('DOCX');
    },
  );
});

describe('the templates (docs/PRODUCT.md §3.2 and §3.3)', () => {
  it('lists the 20 cover templates by the names of docs/PRODUCT.md §3.2, numbered 1-20', () => {
    expect(en.templates.cover.map((cover) => cover.name)).toEqual([
      'Classic',
      'Modern',
      'Elegant',
      'Bold',
      'Artistic',
      'Clean',
      'Geometric',
      'Dynamic',
      'Circular',
      'Cyber',
      'Minimal',
      'Monochrome',
      'Holographic',
      'Vaporwave',
      'Editorial Split',
      'Paper Collage',
      'Classic Alt',
      'Modern Overlay',
      'Elegant Panel',
      'Bold Stripe',
    ]);
    for (const [, messages] of LOCALE_MESSAGES) {
      expect(messages.templates.cover.map((cover) => cover.id)).toEqual(
        Array.from({ length: 20 }, (_, index) => index + 1),
      );
      expect(new Set(messages.templates.cover.map((cover) => cover.name)).size).toBe(20);
      expect(new Set(messages.templates.cover.map((cover) => cover.description)).size).toBe(20);
    }
  });

  it('lists the 8 PDF templates by the keys and names of docs/PRODUCT.md §3.3, with hex colours', () => {
    expect(en.templates.pdf.map((pdf) => [pdf.key, pdf.name])).toEqual([
      ['modern', 'Modern Minimalist'],
      ['elegant', 'Elegant Serif'],
      ['creative', 'Creative Studio'],
      ['professional', 'Corporate Professional'],
      ['nature', 'Nature Inspired'],
      ['luxury', 'Luxury Edition'],
      ['academic', 'Academic Journal'],
      ['magazine', 'Magazine Style'],
    ]);
    for (const pdf of en.templates.pdf) {
      expect(Object.keys(pdf.colors)).toEqual(['primary', 'secondary', 'accent', 'text']);
      for (const colour of Object.values(pdf.colors)) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
    }
  });
});
