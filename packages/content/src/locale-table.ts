/**
 * The one table of the sites' languages (docs/ARCHITECTURE.md "Languages"). Everything that
 * differs by language and is not copy is a column here: how numbers and dates are formatted, the
 * Open Graph locale, the path prefix, the manifest, the app's `lang` parameter. No other package
 * compares a locale with a literal: they read this table (a devkit test, locale-literals.test.ts,
 * fails on any such comparison outside this package).
 *
 * A module of its own, with no imports, so the browser code that needs one column (the consent
 * banner, the tracking links) pulls in nothing else (`@landing/content/locale-table`).
 */

/** One language of the sites. */
export interface LocaleDef {
  /**
   * BCP 47 tag numbers and dates are formatted with, pinned so the prerender in Node and the
   * browser print the same characters (see `FORMAT_LOCALES` in formatters.ts).
   */
  readonly formatTag: string;
  /** The Open Graph locale (`og:locale`); Open Graph knows no `419`, so Latin America is `es_LA`. */
  readonly ogLocale: string;
  /** The language's name in itself, as the language switcher and Storybook's toolbar show it. */
  readonly nativeName: string;
  /** What every path of this language starts with: `''` for the default language, else `/xx`. */
  readonly pathPrefix: '' | `/${string}`;
  /** The web app manifest of this language, relative to the site's root. */
  readonly manifest: string;
  /**
   * The `lang` parameter the app's sign-up, log-in and review links carry from a page in this
   * language (docs/PRODUCT.md §2.7); `null` for the app's default language, which carries none.
   */
  readonly appLang: string | null;
  /** What follows a percentage's number: `%`, or a no-break space and `%` (RAE, Ortografía 2010). */
  readonly percentSuffix: string;
  /**
   * How numbers are grouped: `intl` as Intl does for `formatTag` ("6,000"), `rae` by the RAE's rule
   * (no separator up to four digits, a no-break space between groups from five on: "45 000").
   */
  readonly grouping: 'intl' | 'rae';
}

/**
 * The sites' languages, the default (English, no path prefix) first. Spanish is written and
 * formatted for Latin America (`es-419`; see formatters.ts for why).
 */
export const LOCALE_TABLE = {
  en: {
    formatTag: 'en-US',
    ogLocale: 'en_US',
    nativeName: 'English',
    pathPrefix: '',
    manifest: 'manifest.json',
    appLang: null,
    percentSuffix: '%',
    grouping: 'intl',
  },
  es: {
    formatTag: 'es-419',
    ogLocale: 'es_LA',
    nativeName: 'Español',
    pathPrefix: '/es',
    manifest: 'es/manifest.json',
    appLang: 'es',
    percentSuffix: '\u00a0%',
    grouping: 'rae',
  },
} as const satisfies Readonly<Record<string, LocaleDef>>;

/** A language of the sites: a key of {@link LOCALE_TABLE}. */
export type Locale = keyof typeof LOCALE_TABLE;

/** The languages of the sites, in the table's order (the default first). */
export const LOCALES = Object.keys(LOCALE_TABLE) as readonly Locale[];

/** The language of the paths without a prefix: the table's first. */
export const DEFAULT_LOCALE: Locale = LOCALES[0] as Locale;

/** A language's row of the table. */
export function localeDef(locale: Locale): LocaleDef {
  return LOCALE_TABLE[locale];
}

/** Whether a value names one of the sites' languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALE_TABLE, value);
}

/**
 * The site language a BCP 47 tag (`navigator.language`, `<html lang>`) is in, by its primary
 * subtag: `es-MX` and `es` are Spanish, `en-GB` English, `fr-FR` none (`null`).
 */
export function localeOfTag(tag: string): Locale | null {
  const primary = String(tag).toLowerCase().split('-')[0];
  return isLocale(primary) ? primary : null;
}

/** The other languages than `locale`, in the table's order (a page's language links, its alternates). */
export function otherLocales(locale: Locale): Locale[] {
  return LOCALES.filter((other) => other !== locale);
}

/**
 * The parameters that tell the app a page's language (docs/PRODUCT.md §2.7): `{ lang: 'es' }` from
 * a Spanish page, none from a page in the app's default language. Anything that is not a site
 * language carries none.
 */
export function appLangParams(locale: string | undefined): Record<string, string> {
  const lang = isLocale(locale) ? LOCALE_TABLE[locale].appLang : null;
  return lang === null ? {} : { lang };
}
