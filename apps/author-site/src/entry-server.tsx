import { isLegalKey, pathsOf } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { defineServerEntry } from '@landing/devkit/ssr';
import { LegalPage } from '@landing/ui';
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
    page: (route, locale, messages) =>
      isLegalKey(route.key) ? (
        // The legal pages (docs/PRODUCT.md §2.8): the same block on every site.
        <Chrome messages={messages} locale={locale} paths={pathsOf('author', route.key)}>
          <LegalPage
            page={route.key}
            copy={messages.legal}
            locale={locale}
            site="author"
            config={config}
          />
        </Chrome>
      ) : (
        <HomePage messages={messages} locale={locale} />
      ),
  }),
});
