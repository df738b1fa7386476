import { FORMAT_LOCALES, formatPrice } from '@landing/content';

/** Copy for book prices. */
export interface BookPriceLabels {
  /** Shown for a price of 0, e.g. "Free" / "Gratis". */
  free: string;
  /** Template of a price, `{price}` replaced by the formatted amount, e.g. "{price}". */
  price: string;
}

/** Languages of the sites. */
export type SiteLocale = 'en' | 'es';

/**
 * The currency formatter of the sites: US dollars in the locale `@landing/content` pins
 * (`FORMAT_LOCALES`: en-US, es-419), so the strip, the bundle card and the copy all write
 * "$14.50" / "USD 14.50" and the server and the browser print the same text (docs/ARCHITECTURE.md
 * "Rendering"). Prefer `formatPrice` from `@landing/content`; this is for callers that need an
 * `Intl.NumberFormat`.
 *
 * @param locale The page's language.
 */
export function usdFormatter(locale: SiteLocale): Intl.NumberFormat {
  return new Intl.NumberFormat(FORMAT_LOCALES[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/**
 * Returns a function that writes a book price for the strip: `labels.free` for 0, the template
 * with the amount (`formatPrice` of `@landing/content`, the one price format of the sites)
 * otherwise, and `null` for a price the marketplace did not send in a readable form, so an
 * unknown price is never shown as $0.00 (docs/ARCHITECTURE.md "The one data call").
 *
 * @param locale The page's language.
 * @param labels Copy for free books and the price template.
 */
export function createBookPriceFormatter(
  locale: SiteLocale,
  labels: BookPriceLabels,
): (price: number | null) => string | null {
  return (price) => {
    if (price === null || !Number.isFinite(price)) return null;
    if (price === 0) return labels.free;
    return labels.price.replace('{price}', formatPrice(price, locale));
  };
}
