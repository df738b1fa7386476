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
 * The currency formatter of the sites: US dollars, in a pinned locale so the server and the
 * browser write the same text (DESIGN.md "Rendering").
 *
 * @param locale The page's language.
 */
export function usdFormatter(locale: SiteLocale): Intl.NumberFormat {
  return new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-US', {
    style: 'currency',
    currency: 'USD',
  });
}

/**
 * Returns a function that writes a book price for the strip: `labels.free` for 0, the template
 * with the amount otherwise, and `null` for a price the marketplace did not send in a readable
 * form, so an unknown price is never shown as $0.00 (DESIGN.md "The one data call").
 *
 * @param locale The page's language.
 * @param labels Copy for free books and the price template.
 */
export function createBookPriceFormatter(
  locale: SiteLocale,
  labels: BookPriceLabels,
): (price: number | null) => string | null {
  const currency = usdFormatter(locale);
  return (price) => {
    if (price === null) return null;
    if (price === 0) return labels.free;
    return labels.price.replace('{price}', currency.format(price));
  };
}
