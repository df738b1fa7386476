import { formatMessage } from './placeholders.js';
import type { Locale } from './routes.js';

/**
 * The BCP 47 locale each site language formats with. Pinned, so the prerender in Node and the
 * browser print the same characters and hydration matches (docs/ARCHITECTURE.md "Rendering").
 *
 * Spanish uses `es-419` (Latin American Spanish), not `es-ES`: most of the audience lives in Latin
 * America; US-dollar prices print as "USD 16.99", which no reader in Spain or Latin America can
 * mistake for local pesos (es-ES would print "16,99 US$", and a bare "$" means pesos in much of
 * Latin America); and numbers group as "45,000", like the `CLAIMS` strings the copy repeats.
 */
export const FORMAT_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-419' };

// Long dates are calendar dates: pinning UTC keeps "January 5" from becoming "January 4" on a
// machine west of Greenwich (docs/PRODUCT.md §7.11).
const TIME_ZONE = 'UTC';

/** One formatter per locale, built on first use rather than at import. */
function perLocale<T>(create: (tag: string) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    let value = built.get(locale);
    if (value === undefined) {
      value = create(FORMAT_LOCALES[locale]);
      built.set(locale, value);
    }
    return value;
  };
}

const priceFormat = perLocale(
  (tag) =>
    new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

const numberFormat = perLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }));

const dateFormat = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: TIME_ZONE,
    }),
);

/**
 * A US-dollar price with two decimals: `formatPrice(16.99, 'en')` is "$16.99",
 * `formatPrice(16.99, 'es')` is "USD 16.99". A non-finite amount gives an empty string, so a
 * price that failed to parse shows nothing rather than "$0.00" (docs/ARCHITECTURE.md "The one data call").
 * @param amount Dollars.
 * @param locale Site language. @default 'en'
 */
export function formatPrice(amount: number, locale: Locale = 'en'): string {
  if (!Number.isFinite(amount)) return '';
  return priceFormat(locale).format(amount);
}

/**
 * A number grouped for the site language, at most two decimals: 45000 is "45,000" in both
 * languages. A non-finite number gives an empty string.
 * @param n The number.
 * @param locale Site language. @default 'en'
 */
export function formatNumber(n: number, locale: Locale = 'en'): string {
  if (!Number.isFinite(n)) return '';
  return numberFormat(locale).format(n);
}

/**
 * A long calendar date in UTC: "January 5, 2025" in English, "5 de enero de 2025" in Spanish
 * (docs/PRODUCT.md §7.11). Strings and numbers are read as by `new Date()`; an invalid date gives an
 * empty string instead of throwing during render.
 * @param date The date.
 * @param locale Site language. @default 'en'
 */
export function formatLongDate(date: Date | string | number, locale: Locale = 'en'): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return dateFormat(locale).format(value);
}

/**
 * The shared US-dollar formatter of a site language, for callers that need an
 * `Intl.NumberFormat` (`formatToParts`, say); prefer `formatPrice`, which writes the same text.
 * @param locale Site language.
 */
export function usdFormatter(locale: Locale): Intl.NumberFormat {
  return priceFormat(locale);
}

/** Copy for book prices. */
export interface BookPriceLabels {
  /** Shown for a price of 0, e.g. "Free" / "Gratis". */
  free: string;
  /** Template of a price, `{price}` replaced by the formatted amount, e.g. "{price}". */
  price: string;
}

/**
 * Returns a function that writes a book price for the marketplace strip: `labels.free` for 0, the
 * template with the amount (`formatPrice`) otherwise, and `null` for a price the marketplace did
 * not send in a readable form, so an unknown price is never shown as $0.00
 * (docs/ARCHITECTURE.md "The one data call").
 * @param locale Site language.
 * @param labels Copy for free books and the price template.
 */
export function createBookPriceFormatter(
  locale: Locale,
  labels: BookPriceLabels,
): (price: number | null) => string | null {
  return (price) => {
    if (price === null || !Number.isFinite(price)) return null;
    if (price === 0) return labels.free;
    return formatMessage(labels.price, { price: formatPrice(price, locale) });
  };
}
