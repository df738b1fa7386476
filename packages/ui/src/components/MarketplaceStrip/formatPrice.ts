import { formatPrice } from '@landing/content';

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
 * Returns a function that writes a book price for the strip: `labels.free` for 0, the template
 * with the amount (`formatPrice` of `@landing/content`, the one price format of the sites)
 * otherwise, and `null` for a price the marketplace did not send in a readable form, so an
 * unknown price is never shown as $0.00 (DESIGN.md "The one data call").
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
