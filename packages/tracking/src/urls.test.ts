import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_VALUE_LENGTH } from './clean.js';
import { TRACKING_FIELDS, type TrackingRecord, UTM_KEYS } from './record.js';
import {
  buildCoverTemplateUrl,
  buildLoginUrl,
  buildPublishUrl,
  buildRegistrationUrl,
  languageParams,
  MAX_REGISTRATION_URL_LENGTH,
  PARAM_KEY_PATTERN,
  type RegistrationUrlInput,
  registrationFormFields,
} from './urls.js';

const appUrl = 'https://app.example.com';

const entries = (href: string): [string, string][] => [...new URL(href).searchParams];

describe('buildRegistrationUrl', () => {
  it('is the register page with source=homepage and action=register by default', () => {
    expect(buildRegistrationUrl({ appUrl })).toBe(
      'https://app.example.com/register?source=homepage&action=register',
    );
  });

  it('passes the captured fields present, then source and action', () => {
    const tracking: TrackingRecord = {
      utm_source: 'google',
      utm_campaign: 'spring sale',
      referrer: 'www.google.com',
      landing_page: '/es/',
    };
    const href = buildRegistrationUrl({ appUrl, tracking, action: 'hero_start_trial' });
    expect(entries(href)).toEqual([
      ['utm_source', 'google'],
      ['utm_campaign', 'spring sale'],
      ['referrer', 'www.google.com'],
      ['landing_page', '/es/'],
      ['source', 'homepage'],
      ['action', 'hero_start_trial'],
    ]);
  });

  it('drops keys outside the allowlist from the tracking record', () => {
    const tracking = { landing_page: '/', gclid: 'x', source: 'evil', action: 'evil' };
    const href = buildRegistrationUrl({ appUrl, tracking: tracking as TrackingRecord });
    expect(entries(href)).toEqual([
      ['landing_page', '/'],
      ['source', 'homepage'],
      ['action', 'register'],
    ]);
  });

  it('adds params with valid names and ignores the rest', () => {
    const href = buildRegistrationUrl({
      appUrl,
      action: 'tool_ebookIdeas',
      params: {
        topic: 'gardening for beginners',
        'bad-key': 'x',
        Upper: 'x',
        _under: 'x',
        ['a'.repeat(41)]: 'x',
        empty: '  ',
        source: 'evil',
        action: 'evil',
      },
    });
    expect(entries(href)).toEqual([
      ['topic', 'gardening for beginners'],
      ['source', 'homepage'],
      ['action', 'tool_ebookIdeas'],
    ]);
  });

  it('leaves captured UTM fields out when params bring their own campaign', () => {
    const href = buildRegistrationUrl({
      appUrl,
      tracking: { utm_source: 'google', utm_term: 'ebook', referrer: 'g.com', landing_page: '/' },
      params: { utm_source: 'homepage', utm_medium: 'publish_feature' },
    });
    expect(entries(href)).toEqual([
      ['referrer', 'g.com'],
      ['landing_page', '/'],
      ['utm_source', 'homepage'],
      ['utm_medium', 'publish_feature'],
      ['source', 'homepage'],
      ['action', 'register'],
    ]);
  });

  it('keeps the app path prefix and drops credentials, query and hash of appUrl', () => {
    expect(
      buildRegistrationUrl({ appUrl: 'https://user:pw@example.com/app/?x=1#frag', action: 'a' }),
    ).toBe('https://example.com/app/register?source=homepage&action=a');
  });

  it('cannot be moved to another host by a protocol-relative prefix', () => {
    const href = buildRegistrationUrl({ appUrl: 'https://app.example.com//evil.example' });
    expect(new URL(href).host).toBe('app.example.com');
  });

  it('encodes values so none can add a parameter or change the path', () => {
    const href = buildRegistrationUrl({
      appUrl,
      tracking: { utm_source: 'a&source=evil#x', landing_page: '/?action=evil' },
    });
    expect(href).toContain('utm_source=a%26source%3Devil%23x');
    expect(new URL(href).pathname).toBe('/register');
    expect(new URL(href).searchParams.getAll('source')).toEqual(['homepage']);
    expect(new URL(href).searchParams.getAll('action')).toEqual(['register']);
  });

  it('accepts action tokens used by the sites and falls back to register for anything else', () => {
    for (const action of ['cover_use_template_3', 'tool_ebookIdeas', 'audience_aspiring-authors']) {
      expect(new URL(buildRegistrationUrl({ appUrl, action })).searchParams.get('action')).toBe(
        action,
      );
    }
    for (const action of ['', ' ', 'a b', 'x&y=1', '../x', 'a'.repeat(65)]) {
      expect(new URL(buildRegistrationUrl({ appUrl, action })).searchParams.get('action')).toBe(
        'register',
      );
    }
  });

  it('stays within the length servers take: the longest values give way, source and action stay', () => {
    // Five campaign values of 200 characters in Devanagari (nine characters each once encoded),
    // and a short referrer: 10 KB of address before the cap.
    const long = (n: number) => 'अ'.repeat(200 - n);
    const tracking: TrackingRecord = {
      utm_source: long(0),
      utm_medium: long(1),
      utm_campaign: long(2),
      utm_term: long(3),
      utm_content: long(4),
      referrer: 'https://news.example.org/',
      landing_page: '/',
    };
    const href = buildRegistrationUrl({ appUrl, tracking, locale: 'es', action: 'tool_x' });
    expect(href.length).toBeLessThanOrEqual(MAX_REGISTRATION_URL_LENGTH);
    // One long value fits beside the short ones: the shortest of the five, utm_content.
    expect(entries(href).map(([key]) => key)).toEqual([
      'utm_content',
      'referrer',
      'landing_page',
      'lang',
      'source',
      'action',
    ]);
    expect(new URL(href).searchParams.get('action')).toBe('tool_x');
  });

  it('throws a TypeError for an app URL that is not absolute http(s)', () => {
    for (const bad of ['', 'app.example.com', '/register', 'javascript:alert(1)', 'ftp://x.y']) {
      expect(() => buildRegistrationUrl({ appUrl: bad })).toThrow(TypeError);
    }
  });
});

describe('buildRegistrationUrl from a page in a language (docs/PRODUCT.md §2.7)', () => {
  it('hands off from a Spanish page with lang=es after the captured fields and before its own', () => {
    const href = buildRegistrationUrl({
      appUrl,
      locale: 'es',
      tracking: { utm_source: 'google', landing_page: '/es/' },
      action: 'tool_ebookIdeas',
      params: { topic: 'jardinería' },
    });
    expect(entries(href)).toEqual([
      ['utm_source', 'google'],
      ['landing_page', '/es/'],
      ['lang', 'es'],
      ['topic', 'jardinería'],
      ['source', 'homepage'],
      ['action', 'tool_ebookIdeas'],
    ]);
  });

  it('never carries lang from an English page', () => {
    for (const locale of ['en', undefined]) {
      expect(buildRegistrationUrl({ appUrl, locale, action: 'hero_start_trial' })).toBe(
        'https://app.example.com/register?source=homepage&action=hero_start_trial',
      );
    }
  });

  it("lets the page's language decide lang over a lang in params", () => {
    const english = buildRegistrationUrl({ appUrl, locale: 'en', params: { lang: 'es' } });
    expect(new URL(english).searchParams.has('lang')).toBe(false);
    const spanish = buildRegistrationUrl({ appUrl, locale: 'es', params: { lang: 'fr' } });
    expect(new URL(spanish).searchParams.getAll('lang')).toEqual(['es']);
  });

  it("keeps a link's own lang when no language is given (a link rebuilt at click time)", () => {
    const href = buildRegistrationUrl({ appUrl, params: { lang: 'es' }, action: 'audience_x' });
    expect(entries(href)).toEqual([
      ['lang', 'es'],
      ['source', 'homepage'],
      ['action', 'audience_x'],
    ]);
  });

  it('says lang=es for Spanish only', () => {
    expect(languageParams('es')).toEqual({ lang: 'es' });
    for (const locale of ['en', 'fr', '', undefined]) expect(languageParams(locale)).toEqual({});
  });
});

describe('buildRegistrationUrl properties', () => {
  const appUrlArb = fc.oneof(
    fc.webUrl({ validSchemes: ['https', 'http'] }),
    fc.webUrl({
      withQueryParameters: true,
      withFragments: true,
      authoritySettings: { withUserInfo: true, withPort: true, withIPv4: true, withIPv6: true },
    }),
    fc.constantFrom('https://app.example.com', 'http://localhost:5174/', 'https://x.io/a/b/'),
  );
  const value = fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.webUrl());
  const key = fc.oneof(
    fc.constantFrom(...TRACKING_FIELDS, 'source', 'action', 'topic', 'lang', '__proto__'),
    fc.string({ maxLength: 45 }),
  );
  const tracking = fc.oneof(
    fc.dictionary(key, fc.oneof(value, fc.anything())),
    fc.constant(null),
    fc.constant(undefined),
  );
  const params = fc.option(fc.dictionary(key, value, { maxKeys: 30 }), { nil: undefined });
  const action = fc.option(fc.oneof(fc.string({ unit: 'binary' }), fc.stringMatching(/^\w+$/)), {
    nil: undefined,
  });
  const locale = fc.option(fc.constantFrom('en', 'es', 'fr'), { nil: undefined });
  const input = fc.record({ appUrl: appUrlArb, tracking, params, action, locale });

  const expectedBase = (configured: string): string => {
    const url = new URL(configured);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}/register`;
  };

  it('never throws, stays on the configured host and path, and keeps source/action last', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const href = buildRegistrationUrl(raw as RegistrationUrlInput);
        const url = new URL(href);
        expect(`${url.origin}${url.pathname}`).toBe(expectedBase(raw.appUrl));
        expect(url.hash).toBe('');
        expect(url.username + url.password).toBe('');

        const list = [...url.searchParams];
        const allowedParams = Object.keys(raw.params ?? {}).filter((k) =>
          PARAM_KEY_PATTERN.test(k),
        );
        for (const [k, v] of list) {
          expect([...TRACKING_FIELDS, 'source', 'action', 'lang', ...allowedParams]).toContain(k);
          expect(v.length).toBeGreaterThan(0);
          expect(v.length).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
        }
        expect(new Set(list.map(([k]) => k)).size).toBe(list.length);
        expect(list.at(-2)).toEqual(['source', 'homepage']);
        expect(list.at(-1)?.[0]).toBe('action');
        expect(url.searchParams.getAll('source')).toEqual(['homepage']);
        expect(url.searchParams.getAll('action')).toHaveLength(1);
        if (raw.locale === 'es') expect(url.searchParams.getAll('lang')).toEqual(['es']);
        else if (raw.locale !== undefined) expect(url.searchParams.has('lang')).toBe(false);
      }),
    );
  });

  it('round-trips every clean captured value through the encoding', () => {
    const clean = fc
      .stringMatching(/^[\p{L}\p{N} &=?#%+/.:_-]{1,60}$/u)
      .filter((s) => s.trim() === s);
    fc.assert(
      fc.property(fc.record({ utm_source: clean, utm_term: clean, landing_page: clean }), (t) => {
        const record = { ...t, landing_page: `/${t.landing_page}` };
        const url = new URL(buildRegistrationUrl({ appUrl, tracking: record }));
        expect(url.searchParams.get('utm_source')).toBe(record.utm_source);
        expect(url.searchParams.get('utm_term')).toBe(record.utm_term);
        expect(url.searchParams.get('landing_page')).toBe(record.landing_page);
      }),
    );
  });

  it('lets params override captured referrer and landing page but never source or action', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (s, a) => {
        const url = new URL(
          buildRegistrationUrl({ appUrl, params: { source: s, action: a }, action: 'x' }),
        );
        expect(url.searchParams.get('source')).toBe('homepage');
        expect(url.searchParams.get('action')).toBe('x');
      }),
    );
  });
});

describe('buildPublishUrl', () => {
  it('carries the publish campaign, then source and action', () => {
    expect(entries(buildPublishUrl({ appUrl, locale: 'en' }))).toEqual([
      ['utm_source', 'homepage'],
      ['utm_medium', 'publish_feature'],
      ['utm_campaign', 'cta'],
      ['source', 'homepage'],
      ['action', 'register'],
    ]);
  });

  it('adds lang=es for Spanish pages only', () => {
    const es = new URL(buildPublishUrl({ appUrl, locale: 'es' }));
    expect(es.searchParams.get('lang')).toBe('es');
    expect(es.pathname).toBe('/register');
    expect(new URL(buildPublishUrl({ appUrl })).searchParams.has('lang')).toBe(false);
  });

  it('puts lang first, before its campaign', () => {
    expect(entries(buildPublishUrl({ appUrl, locale: 'es' }))).toEqual([
      ['lang', 'es'],
      ['utm_source', 'homepage'],
      ['utm_medium', 'publish_feature'],
      ['utm_campaign', 'cta'],
      ['source', 'homepage'],
      ['action', 'register'],
    ]);
  });
});

describe('buildLoginUrl (docs/PRODUCT.md §2.7)', () => {
  it('is the app host’s log-in page, with nothing else from an English page', () => {
    expect(buildLoginUrl({ appUrl, locale: 'en' })).toBe('https://app.example.com/login');
    expect(buildLoginUrl({ appUrl })).toBe('https://app.example.com/login');
  });

  it('tells the app a Spanish page’s language and nothing more', () => {
    expect(entries(buildLoginUrl({ appUrl, locale: 'es' }))).toEqual([['lang', 'es']]);
  });

  it('keeps the app host’s path prefix and drops its query, hash and credentials', () => {
    expect(
      buildLoginUrl({ appUrl: 'https://user:pw@app.example.com/eu/?x=1#top', locale: 'es' }),
    ).toBe('https://app.example.com/eu/login?lang=es');
  });

  it('refuses an app host that is not an absolute http(s) URL', () => {
    expect(() => buildLoginUrl({ appUrl: 'javascript:alert(1)' })).toThrow(TypeError);
    expect(() => buildLoginUrl({ appUrl: '/relative' })).toThrow(TypeError);
  });
});

describe('buildCoverTemplateUrl', () => {
  it('asks to use the chosen template for ids 1 to 20', () => {
    for (const templateId of [1, 7, 20]) {
      const url = new URL(buildCoverTemplateUrl({ appUrl, tracking: null, templateId }));
      expect(url.searchParams.get('action')).toBe(`cover_use_template_${templateId}`);
      expect(url.searchParams.get('source')).toBe('homepage');
    }
  });

  it('falls back to view_all_templates without a valid id', () => {
    for (const templateId of [undefined, 0, 21, 2.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const url = new URL(buildCoverTemplateUrl({ appUrl, tracking: null, templateId }));
      expect(url.searchParams.get('action')).toBe('view_all_templates');
    }
  });

  it('carries the captured fields before source and action', () => {
    const href = buildCoverTemplateUrl({
      appUrl,
      tracking: { utm_source: 'fb', landing_page: '/' },
      templateId: 3,
    });
    expect(href).toBe(
      'https://app.example.com/register?utm_source=fb&landing_page=%2F&source=homepage&action=cover_use_template_3',
    );
  });

  it('carries lang=es from a Spanish page, for a template and for all templates, and none from English', () => {
    for (const templateId of [3, undefined]) {
      const es = new URL(buildCoverTemplateUrl({ appUrl, templateId, locale: 'es' }));
      expect(es.searchParams.get('lang')).toBe('es');
      expect([...es.searchParams].at(-1)?.[0]).toBe('action');
      const en = new URL(buildCoverTemplateUrl({ appUrl, templateId, locale: 'en' }));
      expect(en.searchParams.has('lang')).toBe(false);
    }
  });

  it('never throws and only ever produces one of the 21 actions', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constant(undefined)), (templateId) => {
        const action = new URL(buildCoverTemplateUrl({ appUrl, templateId })).searchParams.get(
          'action',
        );
        expect(action).toMatch(/^(view_all_templates|cover_use_template_([1-9]|1\d|20))$/);
      }),
    );
  });
});

describe('registrationFormFields', () => {
  it("gives a Spanish form lang=es, then source and the form's action", () => {
    expect(registrationFormFields({ action: 'tool_ebookIdeas', locale: 'es' })).toEqual([
      ['lang', 'es'],
      ['source', 'homepage'],
      ['action', 'tool_ebookIdeas'],
    ]);
  });

  it('gives an English form no lang', () => {
    for (const locale of ['en', undefined]) {
      expect(registrationFormFields({ action: 'tool_ebookIdeas', locale })).toEqual([
        ['source', 'homepage'],
        ['action', 'tool_ebookIdeas'],
      ]);
    }
  });

  it('agrees with the link built from the same input', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.constantFrom('en', 'es'), { nil: undefined }),
        (action, locale) => {
          const link = buildRegistrationUrl({ appUrl, action, locale });
          expect(registrationFormFields({ action, locale })).toEqual(entries(link));
        },
      ),
    );
  });
});

it('lists exactly the five UTM keys of docs/PRODUCT.md §7.10', () => {
  expect(UTM_KEYS).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']);
});
