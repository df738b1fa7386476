import { isLegalKey, type Locale, type RouteKey, type SiteId } from './routes.js';

/** Where this package's files are, from the repository root. */
const ROOT = 'packages/content/src';

/**
 * The files a page's words come from, from the repository root: the sitemap's `lastmod` of a page
 * is the date of the last commit that changed one of them (tooling/devkit/src/prerender.ts), the
 * page's real change date rather than the build's. The header and footer copy (`common.ts`) is
 * left out: a new footer link is not a change of every page.
 */
export function copySources(site: SiteId, key: RouteKey, locale: Locale): string[] {
  const locales = `${ROOT}/locales/${locale}`;
  if (isLegalKey(key))
    return [`${locales}/legal.ts`, `${ROOT}/legal/facts.ts`, `${ROOT}/legal/cookies.ts`];
  if (key === 'home' || key === 'notFound') return [`${locales}/${site}.ts`, `${locales}/seo.ts`];
  return [`${locales}/tools.ts`];
}
