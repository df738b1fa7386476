import { isToolKey } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { defineServerEntry } from '@landing/devkit/ssr';
import { createSiteRenderer } from '@landing/ui/site';
import { Chrome } from './Chrome';
import { config, reviewSources } from './config';
import { HomePage } from './pages/HomePage';
import { ToolPage } from './pages/ToolPage';

// A review source that was set but unusable fell back to its default (src/config.ts): say so
// once, when the prerender (or the dev server) loads this module, never in the browser.
for (const problem of reviewSources.problems) console.warn(`warning: ${problem}`);

// Server only: pages are prerendered, and each island gets just the strings it needs as props,
// so the browser never downloads a whole locale.
export const entry = defineServerEntry({
  config,
  renderer: createSiteRenderer({
    site: 'ebook',
    siteUrl: config.siteUrl,
    messages: { en, es },
    frame: Chrome,
    page: (route, locale, messages) =>
      isToolKey(route.key) ? (
        <ToolPage messages={messages} locale={locale} toolKey={route.key} />
      ) : (
        <HomePage messages={messages} locale={locale} />
      ),
  }),
  // The demo videos' players (src/media.ts).
  frames: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
});
