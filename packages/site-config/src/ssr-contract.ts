import { type SiteConfig, TAG_MANAGER_ID } from './site-config.js';

/** What a page may load, frame and submit to: the headers' Content-Security-Policy is built from it. */
export interface SecurityOrigins {
  /** Absolute URLs whose origins the page may call (the marketplace API). */
  connect: string[];
  /** Origins images may come from (cover storage, image proxy). */
  images: string[];
  /** Origins the demo video may be framed from. */
  frames: string[];
  /** Where forms may submit (the app host's registration page). */
  forms: string[];
  /** Whether a Google Tag Manager container is configured (`VITE_GTM_ID`). @default false */
  tagManager?: boolean;
  /** Whether the site is served over https (adds HSTS). */
  https: boolean;
}

/** One rendered page. */
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
  /**
   * The files the page's words come from, from the repository root: its `lastmod` is the date of
   * the last commit that changed one of them.
   */
  sources?: string[];
}

/** One page's Open Graph image: the element the build draws, and where it goes. */
export interface ShareImage {
  /** Path in `dist/`, e.g. `og/es/index.png`; the page's `og:image` is the site URL plus `/` and this. */
  file: string;
  width: number;
  height: number;
  /** A React element in the subset satori draws (`ShareCard` of `@landing/site-kit/server`). */
  card: unknown;
  /** The card's static markup: what the image cache is keyed by (tooling/devkit/src/share.ts). */
  markup: string;
}

/** A text file the site's pages point at, written beside them (the web app manifests). */
export interface SiteFile {
  /** Path in `dist/`, e.g. `es/manifest.json`. */
  file: string;
  body: string;
}

/** What renders a site's pages (`createSiteRenderer` of `@landing/site-kit/server`). */
export interface SiteRenderer {
  render(pathname: string): RenderResult;
  /** Every path to prerender: each route in each language, including the two 404 pages. */
  prerenderPaths(): string[];
  /** The indexable pages, for sitemap.xml. */
  sitemap(): SitemapEntry[];
  /** Every page's Open Graph image, to draw at build. */
  shareImages(): ShareImage[];
  /** The text files the pages' heads point at (the manifests). */
  siteFiles(): SiteFile[];
}

/**
 * What each app's `src/entry-server.tsx` exports as `entry`, for the prerender step and the dev
 * server (build it with `defineServerEntry`).
 */
export interface ServerEntry extends SiteRenderer {
  /** The site's absolute origin. */
  siteUrl: string;
  /** Origins for the security headers (see headers.ts). */
  securityOrigins: SecurityOrigins;
  /** The `Contact:` of `/.well-known/security.txt`. */
  securityContact: string;
}

/** The module the dev server and the prerender step load: `src/entry-server.tsx`, built. */
export interface ServerEntryModule {
  entry: ServerEntry;
}

export interface ServerEntryOptions {
  /** The site's configuration (`readSiteConfig`): its origin and the hosts its pages reach. */
  config: SiteConfig;
  /** The site's pages. */
  renderer: SiteRenderer;
  /**
   * Origins the site's pages frame (embedded video players); none by default.
   * @default []
   */
  frames?: string[];
}

/**
 * A site's server entry: its pages, plus what the prerender step writes beside them (the
 * origin for robots.txt and the sitemap, the Content-Security-Policy's origins), all from the
 * site's configuration so the headers allow exactly the hosts its pages call.
 */
export function defineServerEntry({
  config,
  renderer,
  frames = [],
}: ServerEntryOptions): ServerEntry {
  // A marketer who set VITE_GTM_ID expects tags to run: a typo fails the build, not silently.
  if (config.tagManagerId !== undefined && !TAG_MANAGER_ID.test(config.tagManagerId)) {
    throw new Error(`VITE_GTM_ID must look like GTM-XXXXXXX (got "${config.tagManagerId}")`);
  }
  // RFC 9116: a contact is a URI a researcher can use; anything else would publish a dead end.
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(config.securityContact)) {
    throw new Error(
      `VITE_SECURITY_CONTACT must be a mailto: or https: URI (got "${config.securityContact}")`,
    );
  }
  return {
    render: renderer.render,
    prerenderPaths: renderer.prerenderPaths,
    sitemap: renderer.sitemap,
    shareImages: renderer.shareImages,
    siteFiles: renderer.siteFiles,
    siteUrl: config.siteUrl,
    securityContact: config.securityContact,
    securityOrigins: {
      connect: [config.apiBaseUrl],
      images: [config.coverBaseUrl, config.imageBaseUrl],
      frames,
      forms: [config.appUrl],
      tagManager: config.tagManagerId !== undefined,
      https: config.siteUrl.startsWith('https:'),
    },
  };
}

/**
 * Fills the Vite-built `index.html` template with one rendered page. The page goes in through
 * functions, so copy such as "US$' y $&" stays as written (a replacement string would read `$'`
 * and `$&` as parts of the template).
 */
export function fillTemplate(template: string, page: RenderResult): string {
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang}"`)
    .replace('<!--app-head-->', () => page.head)
    .replace('<!--app-body-->', () => page.body);
}
