import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { defineServerEntry } from '@landing/devkit/ssr';
import { createSiteRenderer } from '@landing/ui/site';
import { Chrome } from './Chrome';
import { config } from './config';
import { HomePage } from './pages/HomePage';

// Server only: pages are prerendered, and each island gets just the strings it needs as props,
// so the browser never downloads a whole locale.
export const entry = defineServerEntry({
  config,
  renderer: createSiteRenderer({
    site: 'author',
    siteUrl: config.siteUrl,
    messages: { en, es },
    frame: Chrome,
    page: (_route, locale, messages) => <HomePage messages={messages} locale={locale} />,
  }),
});
