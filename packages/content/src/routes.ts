/**
 * The one route table every site reads: routes, the prerender list, canonical and hreflang links,
 * the sitemap, the language switcher and every internal link come from here
 * (docs/ARCHITECTURE.md "Content and routes"). Pages never write a path by hand: they ask
 * `pathsOf`, `pathOf`, `homePath` or `sectionHref`.
 */

import { DEFAULT_LOCALE, LOCALE_TABLE, LOCALES, type Locale } from './locale-table.js';
import { TOOL_KEYS, type ToolKey } from './vocabulary.js';

/**
 * The languages of the sites, from the locale table (locale-table.ts). A path starting with a
 * language's prefix (`/es`) is in that language (docs/PRODUCT.md §2.1).
 */
export { DEFAULT_LOCALE, LOCALES, type Locale };

/**
 * The sites. `example` is the smallest possible third site (apps/example-site): a home page and
 * the 404, to show that a new site is a route list, its copy and an entry file.
 */
export const SITES = ['ebook', 'author', 'example'] as const;
export type SiteId = (typeof SITES)[number];

/**
 * The legal pages every product site has (docs/PRODUCT.md §2.8), in the order the footer lists
 * them. Their copy is `legal.pages.<key>`.
 */
export const LEGAL_KEYS = ['privacy', 'cookies', 'terms', 'legalNotice', 'accessibility'] as const;
export type LegalKey = (typeof LEGAL_KEYS)[number];

export type RouteKey = 'home' | 'notFound' | ToolKey | LegalKey;

export interface RouteDef {
  /** Stable identifier; copy and SEO entries are keyed by it. */
  key: RouteKey;
  site: SiteId;
  /** Path per locale. Spanish paths live under `/es`. */
  paths: Readonly<Record<Locale, string>>;
  /** Whether search engines should index it (the 404 page is `noindex`). */
  indexable: boolean;
}

/**
 * The site the tool pages are on: its route list has them, and the sections that link to them
 * (the tools grid, a tool page's trail and related tools) link into it.
 */
export const TOOL_SITE: SiteId = 'ebook';

/** A tool page (docs/PRODUCT.md §2.3), on `TOOL_SITE`. */
const tool = (key: ToolKey, en: string, es: string): RouteDef => ({
  key,
  site: TOOL_SITE,
  paths: { en, es },
  indexable: true,
});

const home = (site: SiteId): RouteDef => ({
  key: 'home',
  site,
  paths: { en: '/', es: '/es/' },
  indexable: true,
});

// The legal pages' paths, the same on every site that has them (docs/PRODUCT.md §2.8).
const LEGAL_PATHS: Readonly<Record<LegalKey, Readonly<Record<Locale, string>>>> = {
  privacy: { en: '/privacy', es: '/es/privacidad' },
  cookies: { en: '/cookies', es: '/es/cookies' },
  terms: { en: '/terms', es: '/es/terminos' },
  legalNotice: { en: '/legal-notice', es: '/es/aviso-legal' },
  accessibility: { en: '/accessibility', es: '/es/accesibilidad' },
};

/** The five legal pages of a site, indexable like any page. */
const legalPages = (site: SiteId): RouteDef[] =>
  LEGAL_KEYS.map((key) => ({ key, site, paths: LEGAL_PATHS[key], indexable: true }));

const notFound = (site: SiteId): RouteDef => ({
  key: 'notFound',
  site,
  paths: { en: '/404', es: '/es/404' },
  indexable: false,
});

/** Every route of every site, English and Spanish paths exactly as in docs/PRODUCT.md §2. */
export const ROUTES: readonly RouteDef[] = [
  home('ebook'),
  // The ebook niche, subniche and title-ideas cards all share this route (docs/PRODUCT.md §2.3).
  tool('ebookIdeas', '/ebooks-ideas-generator', '/es/generador-de-ideas-para-ebooks'),
  tool('novelIdeas', '/novel-ideas-generator', '/es/generador-de-ideas-para-novelas'),
  tool('novelTitles', '/novel-title-ideas-generator', '/es/generador-de-titulos-para-novelas'),
  tool('bookSummary', '/book-summary-creator', '/es/creador-de-resumenes-de-libros'),
  tool('kdpKeywords', '/kdp-keyword-research-tool', '/es/herramienta-palabras-clave-kdp'),
  tool('novelOutline', '/novel-outline-generator', '/es/generador-de-esquema-para-novelas'),
  tool('shortStory', '/ai-short-story-generator', '/es/generador-de-relatos-cortos-ia'),
  tool('shortPoem', '/ai-short-poem-generator', '/es/generador-de-poemas-cortos-ia'),
  tool('courseName', '/ai-course-name-generator', '/es/generador-de-nombres-de-cursos-ia'),
  tool(
    'marketingStrategy',
    '/ai-marketing-strategy-generator',
    '/es/generador-de-estrategia-de-marketing-ia',
  ),
  tool('authorBio', '/author-bio-generator', '/es/generador-de-biografia-de-autor'),
  tool('emailWriter', '/ai-email-writer', '/es/redactor-de-emails-ia'),
  tool(
    'audienceProblems',
    '/ai-target-audience-problem-generator',
    '/es/generador-de-problemas-de-audiencia-objetivo',
  ),
  tool('coldEmail', '/ai-cold-email-writer', '/es/redactor-de-emails-en-frio-ia'),
  ...legalPages('ebook'),
  notFound('ebook'),
  home('author'),
  ...legalPages('author'),
  notFound('author'),
  home('example'),
  notFound('example'),
];

/** Routes of one site. */
export function routesFor(site: SiteId): RouteDef[] {
  return ROUTES.filter((route) => route.site === site);
}

/** The route with this key on this site, or undefined. */
export function findRoute(site: SiteId, key: RouteKey): RouteDef | undefined {
  return ROUTES.find((route) => route.site === site && route.key === key);
}

/** Whether a route key names one of the tool pages. */
export function isToolKey(key: string): key is ToolKey {
  return (TOOL_KEYS as readonly string[]).includes(key);
}

/** Whether a route key names one of the legal pages. */
export function isLegalKey(key: string): key is LegalKey {
  return (LEGAL_KEYS as readonly string[]).includes(key);
}

/** A route of one of the legal pages. */
export type LegalRouteDef = RouteDef & { readonly key: LegalKey };

/** The legal pages a site has, in the footer's order (the example site has none). */
export function legalRoutesFor(site: SiteId): LegalRouteDef[] {
  return routesFor(site).filter((route): route is LegalRouteDef => isLegalKey(route.key));
}

/** A route of one of the tool pages. */
export type ToolRouteDef = RouteDef & { readonly key: ToolKey };

/** The tool pages a site has, in the table's order (only the ebook site has any). */
export function toolRoutesFor(site: SiteId): ToolRouteDef[] {
  return routesFor(site).filter((route): route is ToolRouteDef => isToolKey(route.key));
}

/**
 * The paths of a site's page in each language, for a page's language switcher. A key the site
 * does not have is a mistake in the calling page, so it throws rather than link nowhere.
 */
export function pathsOf(site: SiteId, key: RouteKey): Readonly<Record<Locale, string>> {
  const route = findRoute(site, key);
  if (!route) throw new Error(`The route table has no "${key}" page on the ${site} site`);
  return route.paths;
}

/** The path of a site's page in a language (throws, as `pathsOf`, for a page the site lacks). */
export function pathOf(site: SiteId, key: RouteKey, locale: Locale): string {
  return pathsOf(site, key)[locale];
}

/** The path of a site's home page in a language. */
export function homePath(site: SiteId, locale: Locale): string {
  return pathOf(site, 'home', locale);
}

/**
 * A link to a section of a site's home page (`/#faq`, `/es/#faq`): navigation that must work from
 * every page of the site, not just the home page.
 */
export function sectionHref(site: SiteId, locale: Locale, sectionId: string): string {
  return `${homePath(site, locale)}#${sectionId}`;
}

/** The languages with a path prefix, each with its prefix (`['es', '/es']`). */
const PREFIXED = LOCALES.flatMap((locale) => {
  const prefix = LOCALE_TABLE[locale].pathPrefix;
  return prefix ? [[locale, prefix] as const] : [];
});

/**
 * The locale a path is in: a path starting with a language's prefix (`/es`, as a whole segment)
 * is in that language (Spanish), any other path in the default one (English;
 * docs/PRODUCT.md §2.1).
 */
export function localeFromPath(pathname: string): Locale {
  const found = PREFIXED.find(
    ([, prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return found ? found[0] : DEFAULT_LOCALE;
}

/** `/es` and `/es/` are the same page; every other path is compared without a trailing slash. */
export function normalizePath(pathname: string): string {
  for (const [, prefix] of PREFIXED) {
    if (pathname === prefix || pathname === `${prefix}/`) return `${prefix}/`;
  }
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname;
}

/** The route a path belongs to on a site, with its locale; undefined when none matches. */
export function matchRoute(
  site: SiteId,
  pathname: string,
): { route: RouteDef; locale: Locale } | undefined {
  const path = normalizePath(pathname);
  for (const route of routesFor(site)) {
    for (const locale of LOCALES) {
      if (route.paths[locale] === path) return { route, locale };
    }
  }
  return undefined;
}

/** The path of a route in a locale. */
export function localizedPath(route: RouteDef, locale: Locale): string {
  return route.paths[locale];
}

export interface AlternateLink {
  /** BCP 47 tag, or `x-default` for the fallback (English). */
  hreflang: Locale | 'x-default';
  href: string;
}

/** Absolute hreflang alternates of a route, `x-default` pointing at English. */
export function alternateLinks(route: RouteDef, siteUrl: string): AlternateLink[] {
  const origin = siteUrl.replace(/\/+$/, '');
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: origin + route.paths[locale] })),
    { hreflang: 'x-default' as const, href: origin + route.paths[DEFAULT_LOCALE] },
  ];
}
