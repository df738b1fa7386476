import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookSlug, bookUrl, coverImageUrl, PLACEHOLDER_COVER } from './urls.js';

const COVERS = 'https://covers.example.com/ebooks';
const MARKETPLACE = 'https://market.example.com';

describe('bookSlug', () => {
  it.each([
    ['El Niño & the Sea', 'el-nino-the-sea'],
    ['Café de París', 'cafe-de-paris'],
    ["It's About Time", 'it-s-about-time'],
    ['  --Hello,   World!--  ', 'hello-world'],
    ['¿Quién Cuenta los Cuentos?', 'quien-cuenta-los-cuentos'],
    ['ÀÉÎÕÜ çÇ ñ', 'aeiou-cc-n'],
    ['Book 2: The Return', 'book-2-the-return'],
    ['ﬁnal Ⅻ', 'final-xii'],
  ])('turns %j into %j', (title, slug) => {
    expect(bookSlug(title)).toBe(slug);
  });

  it.each(['', '   ', '!!!', '日本語', '📚'])('falls back to "book" for %j', (title) => {
    expect(bookSlug(title)).toBe('book');
  });

  it('only ever yields lowercase letters, digits and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (title) => {
        const slug = bookSlug(title);
        expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent on its own output', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (title) => {
        const slug = bookSlug(title);
        expect(bookSlug(slug)).toBe(slug);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('bookUrl', () => {
  it('builds {marketplace}/book/{id}/{slug} (docs/PRODUCT.md §2.7)', () => {
    expect(bookUrl(MARKETPLACE, 101, 'El Niño & the Sea')).toBe(
      'https://market.example.com/book/101/el-nino-the-sea',
    );
  });

  it('joins a base that ends in a slash with exactly one slash', () => {
    expect(bookUrl(`${MARKETPLACE}/`, '7', 'A')).toBe('https://market.example.com/book/7/a');
  });

  it('percent-encodes the id into a single path segment', () => {
    expect(bookUrl(MARKETPLACE, 'a/b?c#d e', 'T')).toBe(
      'https://market.example.com/book/a%2Fb%3Fc%23d%20e/t',
    );
  });

  it('does not throw on an id holding a lone surrogate', () => {
    expect(bookUrl(MARKETPLACE, 'x\uD800', 'T')).toBe(
      'https://market.example.com/book/x%EF%BF%BD/t',
    );
  });

  it('always starts with the configured base and stays on it', () => {
    // Ids as parseBooksResponse lets them through: non-empty and not a dot segment.
    const id = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1 }).filter((text) => text !== '.' && text !== '..'),
      fc.integer(),
    );
    fc.assert(
      fc.property(fc.webUrl(), id, fc.string({ unit: 'binary' }), (base, id, title) => {
        const href = bookUrl(base, id, title);
        expect(href.startsWith(base)).toBe(true);
        const rest = href.slice(base.replace(/\/$/, '').length);
        expect(rest).toMatch(/^\/book\/[^/?#]+\/[a-z0-9-]+$/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('coverImageUrl', () => {
  it('appends the file to the cover base with exactly one slash (docs/PRODUCT.md §3.1)', () => {
    expect(coverImageUrl(COVERS, 'el-nino.jpg')).toBe(`${COVERS}/el-nino.jpg`);
    expect(coverImageUrl(`${COVERS}/`, 'el-nino.jpg')).toBe(`${COVERS}/el-nino.jpg`);
    expect(coverImageUrl(`${COVERS}/`, '/el-nino.jpg')).toBe(`${COVERS}/el-nino.jpg`);
    expect(coverImageUrl(COVERS, '//el-nino.jpg')).toBe(`${COVERS}/el-nino.jpg`);
  });

  it('keeps sub-folders and an existing query', () => {
    expect(coverImageUrl(COVERS, '2024/11/a.webp?v=2')).toBe(`${COVERS}/2024/11/a.webp?v=2`);
  });

  it('encodes spaces and non-ASCII characters but not existing escapes', () => {
    expect(coverImageUrl(COVERS, 'midnight ledger.svg')).toBe(`${COVERS}/midnight%20ledger.svg`);
    expect(coverImageUrl(COVERS, 'niño.png')).toBe(`${COVERS}/ni%C3%B1o.png`);
    expect(coverImageUrl(COVERS, 'my%20cover.png')).toBe(`${COVERS}/my%20cover.png`);
    expect(coverImageUrl(COVERS, 'a"b<c>.png')).toBe(`${COVERS}/a%22b%3Cc%3E.png`);
  });

  it('accepts an absolute URL that is already under the cover base', () => {
    expect(coverImageUrl(COVERS, `${COVERS}/x.jpg`)).toBe(`${COVERS}/x.jpg`);
  });

  it.each([
    ['a missing value', undefined],
    ['null', null],
    ['a number', 42],
    ['an empty string', ''],
    ['blank text', '   '],
    ['a bare slash', '/'],
    ['another host', 'https://evil.example.net/x.jpg'],
    ['the cover host outside the cover base', 'https://covers.example.com/other/x.jpg'],
    ['a look-alike host', 'https://covers.example.com.evil.net/ebooks/x.jpg'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:image/svg+xml,<svg/>'],
    ['a parent segment', '../secret.png'],
    ['a parent segment inside', 'a/../../b.png'],
    ['a trailing parent segment', 'a/..'],
    ['an encoded parent segment', '%2e%2E/x.png'],
    ['a half-encoded parent segment', 'a/.%2e/x.png'],
    ['a backslash', '..\\x.png'],
    ['a parent segment in an absolute URL on the base', `${COVERS}/../x.png`],
  ])('uses the placeholder for %s', (_, file) => {
    expect(coverImageUrl(COVERS, file)).toBe(PLACEHOLDER_COVER);
  });

  it('keeps names that merely contain dots', () => {
    expect(coverImageUrl(COVERS, '...png')).toBe(`${COVERS}/...png`);
    expect(coverImageUrl(COVERS, 'a..b/c.png')).toBe(`${COVERS}/a..b/c.png`);
  });

  it('is always on the cover base or the placeholder, and stays there once resolved', () => {
    const fileish = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.webUrl(),
      fc.webPath(),
      fc.constantFrom('..', '%2e%2e', '\\', '//', 'javascript:', 'https://evil.example.net/'),
      fc
        .array(fc.constantFrom('a', '..', '.', '%2E', '/', '\\', ' ', '?', '#'))
        .map((p) => p.join('')),
    );
    fc.assert(
      fc.property(fc.webUrl(), fileish, (base, file) => {
        const url = coverImageUrl(base, file);
        if (url === PLACEHOLDER_COVER) return;
        expect(url.startsWith(base)).toBe(true);
        const resolved = new URL(url);
        const baseUrl = new URL(base.endsWith('/') ? base : `${base}/`);
        expect(resolved.origin).toBe(baseUrl.origin);
        expect(resolved.pathname.startsWith(baseUrl.pathname)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('is a data: URI of an SVG, so the placeholder needs no server', () => {
    expect(PLACEHOLDER_COVER.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(PLACEHOLDER_COVER.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'.*<\/svg>$/);
    expect(PLACEHOLDER_COVER).not.toMatch(/[\s<>#"]/);
  });
});
