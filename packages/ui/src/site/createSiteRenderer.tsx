import {
  alternateLinks,
  findRoute,
  homePath,
  LOCALES,
  type Locale,
  localeFromPath,
  type Messages,
  matchRoute,
  pathsOf,
  type RouteDef,
  routesFor,
  type SiteId,
  seoFor,
} from '@landing/content';
import { type ComponentType, type ReactElement, StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { IslandRenderingProvider } from '../islands/Island';
import { HeadTags } from './HeadTags';
import { NotFoundPage } from './NotFoundPage';
import type { SiteFrameProps } from './SiteChrome';

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_ES' };

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
    <Frame messages={copy} locale={locale} paths={pathsOf(site, 'home')}>
      <NotFoundPage copy={copy.common.notFound} homeHref={homePath(site, locale)} />
    </Frame>
  ),
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
      <Route path="/es/*" element={notFound('es', messages.es)} />
      <Route path="*" element={notFound('en', messages.en)} />
    </Routes>
  );

  function render(pathname: string): RenderedPage {
    const match = matchRoute(site, pathname);
    const found = match && match.route.key !== 'notFound' ? match : undefined;
    const locale = match?.locale ?? localeFromPath(pathname);
    const route = found?.route ?? (notFoundRoute as RouteDef);
    const seo = seoFor(messages[locale], site, route.key);
    const head = renderToStaticMarkup(
      <HeadTags
        title={seo.title}
        description={seo.description}
        canonical={siteUrl + route.paths[locale]}
        alternates={alternateLinks(route, siteUrl)}
        ogLocale={OG_LOCALE[locale]}
        siteName={messages[locale].common.brand}
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

  return {
    render,
    prerenderPaths: () => routes.flatMap((route) => LOCALES.map((l) => route.paths[l])),
    sitemap: () =>
      routes
        .filter((route) => route.indexable)
        .flatMap((route) =>
          LOCALES.map((l) => ({
            loc: siteUrl + route.paths[l],
            alternates: alternateLinks(route, siteUrl),
          })),
        ),
  };
}
