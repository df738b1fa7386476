import { isToolKey } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { defineServerEntry } from '@landing/devkit/ssr';
import { createSiteRenderer } from '@landing/ui/site';
import { Chrome } from './Chrome';
import { config } from './config';
import { HomePage } from './pages/HomePage';
import { ToolPage } from './pages/ToolPage';

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
