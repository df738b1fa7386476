import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { defineServerEntry } from '@landing/site-config/ssr';
import { createSiteRenderer } from '@landing/site-kit/server';
import { site } from '../site';
import { Chrome } from './Chrome';
import { config } from './config';
import { HomePage } from './pages/HomePage';

// The whole site: its routes come from the route table (`site.id`: a home page and the 404, which
// the renderer draws itself), its page from ui blocks, its copy from `@landing/content`.
export const entry = defineServerEntry({
  config,
  renderer: createSiteRenderer({
    site: site.id,
    siteUrl: config.siteUrl,
    messages: { en, es },
    frame: Chrome,
    page: (_route, locale, messages) => <HomePage messages={messages} locale={locale} />,
  }),
});
