import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_VALUE_LENGTH } from './clean.js';
import { captureTracking, TRACKING_FIELDS, toTrackingRecord, UTM_KEYS } from './record.js';

describe('captureTracking', () => {
  it('captures the five UTM fields present in the query and the landing path', () => {
    const record = captureTracking({
      url: 'https://books.example/es/?utm_source=google&utm_medium=cpc&utm_campaign=otono&utm_term=ebook%20ia&utm_content=ad_2&gclid=abc#have-book',
    });
    expect(record).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'otono',
      utm_term: 'ebook ia',
      utm_content: 'ad_2',
      landing_page: '/es/',
    });
  });

  it('accepts a URL object', () => {
    const record = captureTracking({ url: new URL('https://books.example/tools?utm_source=x') });
    expect(record).toEqual({ utm_source: 'x', landing_page: '/tools' });
  });

  it('keeps only the pathname as landing page, without query or hash', () => {
    const record = captureTracking({ url: 'https://books.example/novel-ideas-generator?q=1#top' });
    expect(record.landing_page).toBe('/novel-ideas-generator');
  });

  it('ignores other query parameters and UTM keys in other letter cases', () => {
    const record = captureTracking({
      url: 'https://books.example/?UTM_SOURCE=a&utm_id=7&fbclid=z&referrer=evil&landing_page=/x',
    });
    expect(record).toEqual({ landing_page: '/' });
  });

  it('takes the first value when a UTM key repeats', () => {
    const record = captureTracking({ url: 'https://books.example/?utm_source=a&utm_source=b' });
    expect(record.utm_source).toBe('a');
  });

  it('drops empty and blank values and trims, strips and caps the rest', () => {
    const long = 'y'.repeat(MAX_VALUE_LENGTH + 50);
    const record = captureTracking({
      url: `https://books.example/?utm_source=&utm_medium=%20%20&utm_campaign=%20spring%00%07&utm_term=${long}`,
    });
    expect(record).toEqual({
      utm_campaign: 'spring',
      utm_term: 'y'.repeat(MAX_VALUE_LENGTH),
      landing_page: '/',
    });
  });

  it('keeps only the host name of an external referrer', () => {
    const record = captureTracking({
      url: 'https://books.example/',
      referrer: 'https://www.Google.com/search?q=ai+ebook#x',
    });
    expect(record.referrer).toBe('www.google.com');
  });

  it('leaves the referrer out when it is the same host', () => {
    for (const referrer of [
      'https://books.example/es/',
      'http://BOOKS.example:8080/other',
      'https://books.example./',
    ]) {
      expect(captureTracking({ url: 'https://books.example/', referrer }).referrer).toBeUndefined();
    }
  });

  it('keeps a subdomain or sibling host as an external referrer', () => {
    const record = captureTracking({
      url: 'https://books.example/',
      referrer: 'https://app.books.example/dashboard',
    });
    expect(record.referrer).toBe('app.books.example');
  });

  it('ignores missing, empty and unparsable referrers', () => {
    for (const referrer of [undefined, null, '', 'not a url', 'javascript:alert(1)', '//x']) {
      expect(captureTracking({ url: 'https://books.example/', referrer }).referrer).toBeUndefined();
    }
  });

  it('gives the root landing page for unparsable URLs', () => {
    for (const url of ['', 'books.example/?utm_source=a', '/relative?utm_source=a', 'http://']) {
      expect(captureTracking({ url, referrer: 'https://google.com/' })).toEqual({
        landing_page: '/',
      });
    }
  });

  it('never throws and always returns an allowlisted record with a path, whatever the input', () => {
    const utmValue = fc.oneof(fc.string({ unit: 'binary' }), fc.constant(''));
    const query = fc.dictionary(
      fc.oneof(fc.constantFrom(...UTM_KEYS, 'referrer', 'landing_page'), fc.string()),
      utmValue,
    );
    const url = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc
        .tuple(fc.webUrl(), query)
        .map(([base, params]) => `${base}?${new URLSearchParams(params).toString()}`),
      fc.string({ unit: 'binary' }),
    );
    const input = fc.oneof(
      fc.record({
        url,
        referrer: fc.option(fc.oneof(fc.webUrl(), fc.string({ unit: 'binary' })), {
          nil: undefined,
        }),
      }),
      fc.anything(),
    );
    fc.assert(
      fc.property(input, (raw) => {
        const record = captureTracking(raw as Parameters<typeof captureTracking>[0]);
        expect(record.landing_page.startsWith('/')).toBe(true);
        for (const [key, value] of Object.entries(record)) {
          expect(TRACKING_FIELDS).toContain(key);
          expect(typeof value).toBe('string');
          expect(value.length).toBeGreaterThan(0);
          expect(value.length).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
        }
      }),
    );
  });

  it('captures every UTM value it is given, cleaned', () => {
    const value = fc.stringMatching(/^[A-Za-z0-9_-]{1,50}$/);
    fc.assert(
      fc.property(fc.webUrl(), fc.record({ utm_source: value, utm_campaign: value }), (base, q) => {
        const url = new URL(base);
        url.search = new URLSearchParams(q).toString();
        const record = captureTracking({ url: url.href });
        expect(record.utm_source).toBe(q.utm_source);
        expect(record.utm_campaign).toBe(q.utm_campaign);
      }),
    );
  });
});

describe('toTrackingRecord', () => {
  it('accepts a stored record and drops unknown keys', () => {
    const stored = JSON.parse(
      '{"utm_source":" a ","landing_page":"/x","extra":"no","__proto__":{"referrer":"evil"}}',
    );
    const record = toTrackingRecord(stored);
    expect(record).toEqual({ utm_source: 'a', landing_page: '/x' });
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
  });

  it('rejects non-objects, missing or relative landing pages and non-string fields', () => {
    for (const value of [
      null,
      'x',
      42,
      [],
      { utm_source: 'a' },
      { landing_page: 'x' },
      { landing_page: 5 },
      { landing_page: '/', utm_source: 3 },
      { landing_page: '/', referrer: { host: 'x' } },
    ]) {
      expect(toTrackingRecord(value)).toBeNull();
    }
  });
});
