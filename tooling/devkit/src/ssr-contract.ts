/** What each app's `src/entry-server.tsx` exports for the prerender step and the dev server. */
export interface RenderResult {
  /** 200 for a route of the table, 404 otherwise. */
  status: number;
  /** `<html lang>`. */
  lang: string;
  /** Markup for `<head>`: title, description, canonical, hreflang alternates, robots. */
  head: string;
  /** The page's body markup. */
  body: string;
}

export interface SitemapEntry {
  /** Absolute URL of the page. */
  loc: string;
  /** Absolute URLs of the page in each language, plus `x-default`. */
  alternates: Array<{ hreflang: string; href: string }>;
}

export interface ServerEntry {
  render(pathname: string): RenderResult;
  /** Every path to prerender: each route in each language, including the two 404 pages. */
  prerenderPaths(): string[];
  /** The indexable pages, for sitemap.xml. */
  sitemap(): SitemapEntry[];
  /** The site's absolute origin. */
  siteUrl: string;
  /** Origins for the security headers (see headers.ts). */
  securityOrigins: import('./headers.js').SecurityOrigins;
}

/** Fills the Vite-built `index.html` template with one rendered page. */
export function fillTemplate(template: string, page: RenderResult): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace('<!--app-head-->', page.head)
    .replace('<!--app-body-->', page.body);
}
