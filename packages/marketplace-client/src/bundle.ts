import type { Book } from './books.js';

/** The bundle deal shown on the author landing (docs/PRODUCT.md §9.6). */
export interface BundleOffer {
  /** The first 3 listed books, or `[]` when the sample values are shown. */
  books: Book[];
  /** Price of the first book. */
  firstPrice: number;
  /** Sum of the 3 prices. */
  total: number;
  /** Price of the bundle. */
  bundlePrice: number;
  /** Whole-percent saving of the bundle over the total. */
  savingPercent: number;
  /** `true` when these are the sample values of docs/PRODUCT.md §9.6 rather than real books. */
  isSample: boolean;
}

/** Books in a bundle: the first 3 listed (docs/PRODUCT.md §9.6). */
export const BUNDLE_SIZE = 3;

/**
 * The fallback of docs/PRODUCT.md §9.6, used verbatim. It is not exactly 70%: 70% of 23.97 is 16.78 and
 * 16.99 saves 29%, not 30%; the product rule lists these figures, so they are shown as given.
 */
export const SAMPLE_BUNDLE: Readonly<BundleOffer> = {
  books: [],
  firstPrice: 19,
  total: 23.97,
  bundlePrice: 16.99,
  savingPercent: 29,
  isSample: true,
};

/**
 * Works out the bundle deal of docs/PRODUCT.md §9.6 from the listed books: 70% of the sum of the first 3
 * prices. Sample values come back when fewer than 3 books are listed, when one of the first 3 has
 * no price, or when they are all free (a saving on $0 means nothing).
 *
 * Rounding, all in integer cents so no float error shows: each price is rounded to cents; the
 * bundle is 70% of the total rounded half up to the cent; the saving is
 * `round((total - bundle) / total * 100)`: 30 from a $10 total up; on a total of a few dollars
 * or less the cent rounding can move it a point or more.
 *
 * @param books The listed books, in marketplace order.
 */
export function bundleOffer(books: readonly Book[]): BundleOffer {
  const first = books.slice(0, BUNDLE_SIZE);
  const cents = first.flatMap((book) =>
    book.price === null ? [] : [Math.round(book.price * 100)],
  );
  const totalCents = cents.reduce((sum, price) => sum + price, 0);
  // Beyond safe integers (absurd prices) the cent arithmetic would no longer be exact.
  if (cents.length < BUNDLE_SIZE || totalCents === 0 || !Number.isSafeInteger(totalCents * 7)) {
    return { ...SAMPLE_BUNDLE, books: [] };
  }
  const bundleCents = Math.floor((totalCents * 7 + 5) / 10);
  return {
    books: first,
    firstPrice: cents[0]! / 100,
    total: totalCents / 100,
    bundlePrice: bundleCents / 100,
    savingPercent: Math.round(((totalCents - bundleCents) * 100) / totalCents),
    isSample: false,
  };
}
