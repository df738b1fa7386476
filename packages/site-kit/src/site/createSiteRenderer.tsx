import {
  alternateLinks,
  copySources,
  DEFAULT_LOCALE,
  findRoute,
  homePath,
  LOCALE_TABLE,
  LOCALES,
  type Locale,
  localeFromPath,
  type Messages,
  matchRoute,
  otherLocales,
  pathsOf,
  type RouteDef,
  type RouteKey,
  routesFor,
  type SiteId,
  seoFor,
} from '@landing/content';
import { type ComponentType, type ReactElement, StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { IslandRenderingProvider } from '../islands/Island';
import { HeadTags, THEME_COLOR } from './HeadTags';
import { NotFoundPage } from './NotFoundPage';
import { SHARE_CARD_SIZE, ShareCard, shareCardContent } from './ShareCard';
import type { SiteFrameProps } from './SiteChrome';
import { type JsonLdNode, jsonLdScript, organization, webSite } from './structuredData';

/** Open Graph locales, matching how the copy is written and formatted (the locale table). */
const ogLocale = (locale: Locale) => LOCALE_TABLE[locale].ogLocale;

/** Where a page's share image is, from its path: `/` → `og/index.png`, `/es/x` → `og/es/x.png`. */
export function shareImageFile(pathname: string): string {
  const base = pathname.endsWith('/') ? `${pathname}index` : pathname;
  return `og${base}.png`;
}

/** The web app manifest of a language: one per language, so an installed icon opens its home. */
const manifestFile = (locale: Locale) => LOCALE_TABLE[locale].manifest;

export interface SiteRendererOptions {
  site: SiteId;
  /** This site's absolute origin, without a trailing slash. */
  siteUrl: string;
  /** Both locales' copy (server only: islands get just the strings they need as props). */
  messages: Record<Locale, Messages>;
  /**
   * The page of a route of the table (every key but `notFound`) in a locale, given that locale's
   * copy. Pages take their own paths from the route table (`pathsOf`), never write them.
   */
  page: (route: RouteDef, locale: Locale, messages: Messages) => ReactElement;
  /** The site's frame (its `SiteChrome`, the one its pages render in); it wraps the 404 page. */
  frame: ComponentType<SiteFrameProps>;
  /**
   * The localized 404 page.
   * @default `NotFoundPage` in the site's frame, its language links pointing at the home pages
   */
  notFound?: (locale: Locale, messages: Messages) => ReactElement;
  /**
   * JSON-LD nodes a page adds to the Organization and WebSite every page carries (the product on a
   * landing page, the breadcrumb on a tool page).
   * @default none
   */
  structuredData?: (route: RouteDef, locale: Locale, messages: Messages) => JsonLdNode[];
  /**
   * Origins a page reaches as soon as it is read, by route key (the landing's marketplace API and
   * covers, {@link marketplaceOrigins}): preconnected in that page's head.
   * @default none
   */
  preconnect?: Partial<Record<RouteKey, PreconnectOrigin[]>>;
}

/** An origin to preconnect to; `cors` for one that `fetch` calls, not for one `<img>` reads. */
export interface PreconnectOrigin {
  href: string;
  cors: boolean;
}

/**
 * The marketplace's two origins, for a landing whose islands call the API and show its covers:
 * the API with `crossorigin`, as `fetch` asks, and the covers without, as `<img>` asks.
 */
export function marketplaceOrigins(config: {
  apiBaseUrl: string;
  coverBaseUrl: string;
}): PreconnectOrigin[] {
  return [
    { href: new URL(config.apiBaseUrl).origin, cors: true },
    { href: new URL(config.coverBaseUrl).origin, cors: false },
  ];
}

/** One rendered page. */
export interface RenderedPage {
  status: number;
  lang: Locale;
  head: string;
  body: string;
}

/**
 * The server side of a site: react-router's static rendering over the content route table, the
 * head of each page from its SEO copy, the 404 page, and the lists the prerender step and sitemap
 * need. Every app builds its `entry-server` from this, so routes, canonical and hreflang links,
 * the sitemap and the 404 behave the same on all of them.
 */
export function createSiteRenderer({
  site,
  siteUrl,
  messages,
  page,
  frame: Frame,
  notFound = (locale, copy) => (
    <Frame messages={copy} locale={locale} paths={pathsOf(site, 'home')} isHome={false}>
      <NotFoundPage copy={copy.common.notFound} homeHref={homePath(site, locale)} />
    </Frame>
  ),
  structuredData = () => [],
  preconnect = {},
}: SiteRendererOptions) {
  const routes = routesFor(site);
  const notFoundRoute = findRoute(site, 'notFound');
  if (!notFoundRoute) throw new Error(`The route table has no 404 for ${site}`);

  const app = (
    <Routes>
      {routes
        .filter((route) => route.key !== 'notFound')
        .flatMap((route) =>
          LOCALES.map((locale) => (
            <Route
              key={`${route.key}-${locale}`}
              path={route.paths[locale]}
              element={page(route, locale, messages[locale])}
            />
          )),
        )}
      {otherLocales(DEFAULT_LOCALE).map((locale) => (
        <Route
          key={`notFound-${locale}`}
          path={`${LOCALE_TABLE[locale].pathPrefix}/*`}
          element={notFound(locale, messages[locale])}
        />
      ))}
      <Route path="*" element={notFound(DEFAULT_LOCALE, messages[DEFAULT_LOCALE])} />
    </Routes>
  );

  function render(pathname: string): RenderedPage {
    const match = matchRoute(site, pathname);
    const found = match && match.route.key !== 'notFound' ? match : undefined;
    const locale = match?.locale ?? localeFromPath(pathname);
    const route = found?.route ?? (notFoundRoute as RouteDef);
    const copy = messages[locale];
    const seo = seoFor(copy, site, route.key);
    const brand = copy.common.brand;
    const card = shareCardContent(copy, site, route.key, locale, siteUrl);
    const graph = [
      organization(siteUrl, brand),
      webSite(siteUrl, brand, siteUrl + homePath(site, locale), locale),
      ...(found ? structuredData(route, locale, copy) : []),
    ];
    const head = renderToStaticMarkup(
      <HeadTags
        title={seo.title}
        description={seo.description}
        canonical={siteUrl + route.paths[locale]}
        alternates={alternateLinks(route, siteUrl)}
        ogLocale={ogLocale(locale)}
        ogLocaleAlternates={otherLocales(locale).map(ogLocale)}
        image={{
          url: `${siteUrl}/${shareImageFile(route.paths[locale])}`,
          alt: `${card.title}. ${brand}`,
          ...SHARE_CARD_SIZE,
        }}
        jsonLd={jsonLdScript(graph)}
        manifest={`/${manifestFile(locale)}`}
        preconnect={found ? (preconnect[route.key] ?? []) : []}
        siteName={brand}
        noindex={!found}
      />,
    );
    const body = renderToString(
      <StrictMode>
        <IslandRenderingProvider value="static">
          <StaticRouter location={found ? pathname : route.paths[locale]}>{app}</StaticRouter>
        </IslandRenderingProvider>
      </StrictMode>,
    );
    return { status: found ? 200 : 404, lang: locale, head, body };
  }

  function shareImages() {
    return routes.flatMap((route) =>
      LOCALES.map((locale) => {
        const card = (
          <ShareCard
            key={route.paths[locale]}
            {...shareCardContent(messages[locale], site, route.key, locale, siteUrl)}
          />
        );
        return {
          file: shareImageFile(route.paths[locale]),
          ...SHARE_CARD_SIZE,
          card,
          markup: renderToStaticMarkup(card),
        };
      }),
    );
  }

  /** The manifests: the site in each language, installable with the PNG icons the build draws. */
  function siteFiles() {
    return LOCALES.map((locale) => {
      const copy = messages[locale];
      const manifest = {
        name: seoFor(copy, site, 'home').title,
        short_name: copy.common.brand,
        description: seoFor(copy, site, 'home').description,
        lang: locale,
        start_url: homePath(site, locale),
        scope: '/',
        display: 'browser',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        icons: [192, 512].map((size) => ({
          src: `/icon-${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
        })),
      };
      return { file: manifestFile(locale), body: `${JSON.stringify(manifest, null, 2)}\n` };
    });
  }

  return {
    render,
    shareImages,
    siteFiles,
    prerenderPaths: () => routes.flatMap((route) => LOCALES.map((l) => route.paths[l])),
    sitemap: () =>
      routes
        .filter((route) => route.indexable)
        .flatMap((route) =>
          LOCALES.map((l) => ({
            loc: siteUrl + route.paths[l],
            alternates: alternateLinks(route, siteUrl),
            sources: copySources(site, route.key, l),
          })),
        ),
  };
}
