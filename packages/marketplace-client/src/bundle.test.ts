import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Book } from './books.js';
import { bundleOffer, SAMPLE_BUNDLE } from './bundle.js';

const book = (id: number, price: number | null): Book => ({
  id: String(id),
  title: `Book ${id}`,
  coverUrl: `https://covers.example.com/${id}.jpg`,
  price,
  href: `https://market.example.com/book/${id}/book-${id}`,
});

const sample = {
  books: [],
  firstPrice: 19,
  total: 23.97,
  bundlePrice: 16.99,
  savingPercent: 29,
  isSample: true,
};

describe('bundleOffer', () => {
  it('prices the first 3 listed books at 70% of their sum (docs/PRODUCT.md §9.6)', () => {
    const books = [book(1, 9.99), book(2, 14.5), book(3, 4.99), book(4, 100)];
    expect(bundleOffer(books)).toEqual({
      books: books.slice(0, 3),
      firstPrice: 9.99,
      total: 29.48,
      bundlePrice: 20.64,
      savingPercent: 30,
      isSample: false,
    });
  });

  it('rounds the bundle half up on whole cents', () => {
    // 70% of 10.05 is 7.035 → 7.04; in floating point 10.05 * 0.7 is 7.034999…
    const offer = bundleOffer([book(1, 5), book(2, 5), book(3, 0.05)]);
    expect(offer).toMatchObject({ total: 10.05, bundlePrice: 7.04, savingPercent: 30 });
  });

  it('adds prices without floating-point drift', () => {
    const offer = bundleOffer([book(1, 0.1), book(2, 0.2), book(3, 19.7)]);
    expect(offer).toMatchObject({ total: 20, bundlePrice: 14, savingPercent: 30 });
  });

  it('counts a free book as priced', () => {
    const offer = bundleOffer([book(1, 0), book(2, 10), book(3, 20)]);
    expect(offer).toMatchObject({ firstPrice: 0, total: 30, bundlePrice: 21, isSample: false });
  });

  it.each([
    ['no books', []],
    ['2 books', [book(1, 5), book(2, 5)]],
    ['a first-3 book without a price', [book(1, 5), book(2, null), book(3, 5), book(4, 5)]],
    ['3 free books', [book(1, 0), book(2, 0), book(3, 0)]],
    ['absurd prices', [book(1, 1e300), book(2, 1e300), book(3, 1e300)]],
  ])('shows the sample values for %s', (_, books) => {
    expect(bundleOffer(books)).toEqual(sample);
  });

  it('uses the sample of docs/PRODUCT.md §9.6 verbatim, though it is not exactly 70%', () => {
    expect(SAMPLE_BUNDLE).toEqual(sample);
    expect(Math.round(SAMPLE_BUNDLE.total * 70)).not.toBe(SAMPLE_BUNDLE.bundlePrice * 100);
  });

  it('hands out a fresh books array, so the sample cannot be mutated through it', () => {
    const offer = bundleOffer([]);
    offer.books.push(book(1, 1));
    expect(bundleOffer([]).books).toEqual([]);
  });

  it('always saves 30% from a $10 total up, and never charges more than the total', () => {
    const cents = fc.integer({ min: 0, max: 99_900 }).map((value) => value / 100);
    fc.assert(
      fc.property(cents, cents, cents, (a, b, c) => {
        const offer = bundleOffer([book(1, a), book(2, b), book(3, c)]);
        if (offer.isSample) return;
        expect(offer.bundlePrice).toBeLessThanOrEqual(offer.total);
        expect(Number.isInteger(Math.round(offer.bundlePrice * 100))).toBe(true);
        expect(Math.abs(offer.bundlePrice - offer.total * 0.7)).toBeLessThanOrEqual(0.005 + 1e-9);
        if (offer.total >= 10) expect(offer.savingPercent).toBe(30);
      }),
    );
  });
});
