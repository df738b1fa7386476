import type { Locale, Messages } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { createSiteRenderer } from '@landing/ui/site';
import { config } from './config';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

// Server only: pages are prerendered, and each island gets just the strings it needs as props,
// so the browser never downloads a whole locale.
const messages: Record<Locale, Messages> = { en, es };

const site = createSiteRenderer({
  site: 'author',
  siteUrl: config.siteUrl,
  messages,
  page: (_route, locale) => <HomePage messages={messages[locale]} locale={locale} />,
  notFound: (locale) => <NotFoundPage messages={messages[locale]} locale={locale} />,
});

export const render = site.render;
export const prerenderPaths = site.prerenderPaths;
export const sitemap = site.sitemap;
export const siteUrl = config.siteUrl;
export const securityOrigins = {
  connect: [config.apiBaseUrl],
  images: [config.coverBaseUrl, config.imageBaseUrl],
  frames: [],
  forms: [config.appUrl],
  https: config.siteUrl.startsWith('https:'),
};
