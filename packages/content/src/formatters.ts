import { LOCALE_TABLE, LOCALES, type Locale, type LocaleDef } from './locale-table.js';
import { formatMessage } from './placeholders.js';

/**
 * The BCP 47 locale each site language formats with. Pinned, so the prerender in Node and the
 * browser print the same characters and hydration matches (docs/ARCHITECTURE.md "Rendering").
 *
 * Spanish uses `es-419` (Latin American Spanish), not `es-ES`: most of the audience lives in Latin
 * America, and US-dollar prices print as "USD 16.99", which no reader in Spain or Latin America can
 * mistake for local pesos (es-ES would print "16,99 US$", and a bare "$" means pesos in much of
 * Latin America).
 *
 * Spanish numbers never group with a comma: "6,000" reads as six in Spain and much of Latin
 * America, and a grouping point would clash with the decimal point of "4.9" and "USD 16.99". They
 * follow the RAE's rule instead (Ortografía, 2010): no separator up to four digits ("6000",
 * "2500+"), a no-break space between groups of three from five digits on ("45 000+"), prices
 * included ("USD 2997.00"). English keeps its commas ("6,000", "$1,234.50").
 */
export const FORMAT_LOCALES: Readonly<Record<Locale, string>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, LOCALE_TABLE[locale].formatTag]),
) as Record<Locale, string>;

// Long dates are calendar dates: pinning UTC keeps "January 5" from becoming "January 4" on a
// machine west of Greenwich (docs/PRODUCT.md §7.11).
const TIME_ZONE = 'UTC';

/** One formatter per locale, built on first use rather than at import. */
function perLocale<T>(create: (def: LocaleDef) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    let value = built.get(locale);
    if (value === undefined) {
      value = create(LOCALE_TABLE[locale]);
      built.set(locale, value);
    }
    return value;
  };
}

/** The no-break space between groups of three digits in Spanish ("45 000"). */
const SPANISH_GROUP = '\u00a0';

/**
 * A number formatter that writes the site language's grouping (its `grouping` in the locale
 * table): Intl's own for English, the RAE's for Spanish (see `FORMAT_LOCALES`). Intl is asked for the digits ungrouped and the groups are put
 * in here, so Node and every browser print the same characters.
 */
function grouped(
  { formatTag, grouping }: LocaleDef,
  options: Intl.NumberFormatOptions,
): (n: number) => string {
  if (grouping === 'intl') {
    const format = new Intl.NumberFormat(formatTag, options);
    return (n) => format.format(n);
  }
  const format = new Intl.NumberFormat(formatTag, { ...options, useGrouping: false });
  return (n) =>
    format
      .formatToParts(n)
      .map((part) =>
        part.type === 'integer' && part.value.length > 4
          ? part.value.replace(/\B(?=(\d{3})+$)/g, SPANISH_GROUP)
          : part.value,
      )
      .join('');
}

const priceFormat = perLocale((def) =>
  grouped(def, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
);

const numberFormat = perLocale((def) => grouped(def, { maximumFractionDigits: 2 }));

const dateFormat = perLocale(
  ({ formatTag }) =>
    new Intl.DateTimeFormat(formatTag, {
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
  return priceFormat(locale)(amount);
}

/**
 * A number grouped for the site language, at most two decimals: 45000 is "45,000" in English and
 * "45 000" (a no-break space) in Spanish, 6000 is "6,000" and "6000". A non-finite number gives an
 * empty string.
 * @param n The number.
 * @param locale Site language. @default 'en'
 */
export function formatNumber(n: number, locale: Locale = 'en'): string {
  if (!Number.isFinite(n)) return '';
  return numberFormat(locale)(n);
}

/**
 * A percentage as the site language writes it: "85%" in English, and in Spanish the number, a
 * no-break space and the sign, "85 %", as the RAE (Ortografía, 2010) and Fundéu write it
 * (docs/PRODUCT.md §7.12). The number goes through `formatNumber`. A non-finite number gives an
 * empty string.
 * @param n The percentage, e.g. 85 for 85%.
 * @param locale Site language. @default 'en'
 */
export function formatPercent(n: number, locale: Locale = 'en'): string {
  if (!Number.isFinite(n)) return '';
  return `${formatNumber(n, locale)}${LOCALE_TABLE[locale].percentSuffix}`;
}

/**
 * A claim of `CLAIMS` written the site language's way: every number in it goes through
 * `formatNumber`, the rest stays. `localizeClaim('45,000+', 'es')` is "45 000+",
 * `localizeClaim('2,500+', 'es')` "2500+", `localizeClaim('4.9/5', 'es')` "4.9/5"; English is
 * unchanged. The copy uses it so a claim is typed once, in claims.ts.
 * @param claim A `CLAIMS` value: a number, or a string whose numbers use English grouping.
 * @param locale Site language.
 */
export function localizeClaim(claim: string | number, locale: Locale): string {
  return String(claim).replace(/\d[\d,]*(?:\.\d+)?/g, (digits) =>
    formatNumber(Number(digits.replace(/,/g, '')), locale),
  );
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
