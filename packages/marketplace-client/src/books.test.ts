import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Book, parseBooksResponse } from './books.js';
import { PLACEHOLDER_COVER } from './urls.js';

const bases = {
  coverBaseUrl: 'https://covers.example.com/ebooks/',
  marketplaceUrl: 'https://market.example.com',
};

const raw = (overrides: Record<string, unknown> = {}) => ({
  ebook_id: 1,
  ebook_title: 'A Book',
  book_cover_image: 'a.jpg',
  price: '4.99',
  views: 10,
  ...overrides,
});

describe('parseBooksResponse', () => {
  it('normalises a marketplace book (docs/PRODUCT.md §3.1)', () => {
    const books = parseBooksResponse(
      {
        books: [
          raw({
            ebook_id: 101,
            ebook_title: 'El Ni&ntilde;o &amp; the Sea',
            book_cover_image: 'el-nino.jpg',
            price: '9.99',
          }),
        ],
      },
      bases,
    );
    expect(books).toEqual<Book[]>([
      {
        id: '101',
        title: 'El Niño & the Sea',
        coverUrl: 'https://covers.example.com/ebooks/el-nino.jpg',
        price: 9.99,
        href: 'https://market.example.com/book/101/el-nino-the-sea',
      },
    ]);
  });

  it('uses the placeholder cover and no price when those fields are missing or junk', () => {
    const [book] = parseBooksResponse(
      { books: [raw({ book_cover_image: '', price: 'TBD' })] },
      bases,
    )!;
    expect(book).toMatchObject({ coverUrl: PLACEHOLDER_COVER, price: null });
  });

  it('keeps a free book at price 0', () => {
    const [book] = parseBooksResponse({ books: [raw({ price: '0.00' })] }, bases)!;
    expect(book?.price).toBe(0);
  });

  it('trims ids and titles and collapses whitespace in titles', () => {
    const [book] = parseBooksResponse(
      { books: [raw({ ebook_id: ' bk-9 ', ebook_title: '  Quiet&nbsp;&nbsp;Hours \n Poems ' })] },
      bases,
    )!;
    expect(book).toMatchObject({ id: 'bk-9', title: 'Quiet Hours Poems' });
  });

  it.each([
    ['null', null],
    ['a string', 'books'],
    ['an array', [raw()]],
    ['an object without books', { data: [raw()] }],
    ['books that are not an array', { books: { 0: raw() } }],
    ['books set to null', { books: null }],
  ])('returns null for %s (docs/PRODUCT.md §8.2)', (_, body) => {
    expect(parseBooksResponse(body, bases)).toBeNull();
  });

  it('returns an empty list for an empty books array', () => {
    expect(parseBooksResponse({ books: [] }, bases)).toEqual([]);
  });

  it.each([
    ['not an object', 'book'],
    ['null', null],
    ['an array', [1, 'A Book']],
    ['without an id', raw({ ebook_id: undefined })],
    ['with an empty id', raw({ ebook_id: '  ' })],
    ['with a fractional id', raw({ ebook_id: 1.5 })],
    ['with a NaN id', raw({ ebook_id: Number.NaN })],
    ['with an unsafe integer id', raw({ ebook_id: 2 ** 60 })],
    ['with an id object', raw({ ebook_id: { id: 1 } })],
    ['with a dot-segment id', raw({ ebook_id: '..' })],
    ['without a title', raw({ ebook_title: undefined })],
    ['with a numeric title', raw({ ebook_title: 42 })],
    ['with a blank title', raw({ ebook_title: '   ' })],
    ['with a title of blank entities', raw({ ebook_title: '&nbsp; &#32;' })],
  ])('drops an item %s', (_, item) => {
    expect(parseBooksResponse({ books: [item] }, bases)).toEqual([]);
  });

  it('drops a repeated id, keeping the first', () => {
    const books = parseBooksResponse(
      {
        books: [
          raw({ ebook_id: 7, ebook_title: 'First' }),
          raw({ ebook_id: '7', ebook_title: 'Second' }),
        ],
      },
      bases,
    );
    expect(books?.map((book) => book.title)).toEqual(['First']);
  });

  it('keeps the server order and the first 6 valid books, skipping malformed ones', () => {
    const items = Array.from({ length: 10 }, (_, index) =>
      raw({ ebook_id: index, ebook_title: index % 3 === 1 ? '' : `Book ${index}` }),
    );
    const books = parseBooksResponse({ books: items }, bases);
    expect(books?.map((book) => book.id)).toEqual(['0', '2', '3', '5', '6', '8']);
  });

  it('returns the title as text, never as markup', () => {
    const [book] = parseBooksResponse(
      { books: [raw({ ebook_title: '&lt;img src=x onerror=alert(1)&gt;' })] },
      bases,
    )!;
    expect(book?.title).toBe('<img src=x onerror=alert(1)>');
    expect(book?.href).toBe('https://market.example.com/book/1/img-src-x-onerror-alert-1');
  });
});

describe('given any body at all (fuzz)', () => {
  const idish = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.string({ unit: 'binary' }),
    fc.constantFrom('', ' ', '.', '..', '0', 'a/b', null, true),
  );
  const titleish = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.constantFrom('', '&nbsp;', '&amp;', 'El Ni&ntilde;o', '&#0;', '&#x110000;', '<b>x</b>'),
    fc.integer(),
    fc.constant(null),
  );
  const coverish = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.webUrl(),
    fc.webPath(),
    fc.constantFrom('', '..', '../x.png', '%2e%2e/x', 'javascript:alert(1)', '//evil.net/x.png'),
    fc.constant(`${bases.coverBaseUrl}ok.png`),
    fc.constant(null),
  );
  const priceish = fc.oneof(
    fc.string(),
    fc.double(),
    fc.constantFrom('4.99', '0', '-1', '1e3', '4,99', '$5', 'NaN', ''),
    fc.constant(null),
  );
  const nearValidItem = fc.oneof(
    fc.record(
      { ebook_id: idish, ebook_title: titleish, book_cover_image: coverish, price: priceish },
      { requiredKeys: [] },
    ),
    fc.jsonValue(),
  );
  const body = fc.oneof(
    fc.jsonValue(),
    fc.anything(),
    fc.json().map((text) => JSON.parse(text) as unknown),
    fc.record({ books: fc.array(nearValidItem, { maxLength: 20 }) }),
    fc.record({ books: fc.array(nearValidItem, { maxLength: 20 }), extra: fc.jsonValue() }),
  );

  it('never throws, returns at most 6 unique books, all on the configured bases', () => {
    fc.assert(
      fc.property(body, (value) => {
        const books = parseBooksResponse(value, bases);
        if (books === null) return;
        expect(books.length).toBeLessThanOrEqual(6);
        expect(new Set(books.map((book) => book.id)).size).toBe(books.length);
        for (const book of books) {
          expect(book.id).not.toBe('');
          expect(book.title).toBe(book.title.trim());
          expect(book.title).not.toBe('');
          expect(
            book.coverUrl === PLACEHOLDER_COVER || book.coverUrl.startsWith(bases.coverBaseUrl),
          ).toBe(true);
          expect(book.href.startsWith(`${bases.marketplaceUrl}/book/`)).toBe(true);
          expect(new URL(book.href).origin).toBe(bases.marketplaceUrl);
          expect(book.price === null || (Number.isFinite(book.price) && book.price >= 0)).toBe(
            true,
          );
        }
      }),
      { numRuns: 10_000 },
    );
  });
});
