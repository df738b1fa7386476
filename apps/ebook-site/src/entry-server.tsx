import type { Locale, Messages, ToolKey } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { createSiteRenderer } from '@landing/ui/site';
import { config } from './config';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ToolPage } from './pages/ToolPage';

// Server only: pages are prerendered, and each island gets just the strings it needs as props,
// so the browser never downloads a whole locale.
const messages: Record<Locale, Messages> = { en, es };

const site = createSiteRenderer({
  site: 'ebook',
  siteUrl: config.siteUrl,
  messages,
  page: (route, locale) =>
    route.key === 'home' ? (
      <HomePage messages={messages[locale]} locale={locale} />
    ) : (
      <ToolPage messages={messages[locale]} locale={locale} toolKey={route.key as ToolKey} />
    ),
  notFound: (locale) => <NotFoundPage messages={messages[locale]} locale={locale} />,
});

export const render = site.render;
export const prerenderPaths = site.prerenderPaths;
export const sitemap = site.sitemap;
export const siteUrl = config.siteUrl;
export const securityOrigins = {
  connect: [config.apiBaseUrl],
  images: [config.coverBaseUrl, config.imageBaseUrl],
  frames: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  forms: [config.appUrl],
  https: config.siteUrl.startsWith('https:'),
};
