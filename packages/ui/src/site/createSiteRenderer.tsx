import {
  alternateLinks,
  findRoute,
  LOCALES,
  type Locale,
  localeFromPath,
  type Messages,
  matchRoute,
  type RouteDef,
  routesFor,
  type SiteId,
  seoFor,
} from '@landing/content';
import { type ReactElement, StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { IslandRenderingProvider } from '../islands/Island';
import { HeadTags } from './HeadTags';

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_ES' };

export interface SiteRendererOptions {
  site: SiteId;
  /** This site's absolute origin, without a trailing slash. */
  siteUrl: string;
  /** Both locales' copy (server only: islands get just the strings they need as props). */
  messages: Record<Locale, Messages>;
  /** The page of a route of the table (every key but `notFound`) in a locale. */
  page: (route: RouteDef, locale: Locale) => ReactElement;
  /** The localized 404 page. */
  notFound: (locale: Locale) => ReactElement;
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
 * head of each page from its SEO copy, and the lists the prerender step and sitemap need. Both
 * apps build their `entry-server` from this, so routes, canonical and hreflang links, the sitemap
 * and the 404 behave the same on both.
 */
export function createSiteRenderer({
  site,
  siteUrl,
  messages,
  page,
  notFound,
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
              element={page(route, locale)}
            />
          )),
        )}
      <Route path="/es/*" element={notFound('es')} />
      <Route path="*" element={notFound('en')} />
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
