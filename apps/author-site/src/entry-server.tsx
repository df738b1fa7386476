import { isLegalKey, pathsOf } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { LegalPage } from '@landing/sections';
import { loadLegalFacts } from '@landing/site-config/legal';
import { defineServerEntry } from '@landing/site-config/ssr';
import {
  createSiteRenderer,
  marketplaceOrigins,
  softwareApplication,
} from '@landing/site-kit/server';
import { site } from '../site';
import { Chrome } from './Chrome';
import { config } from './config';
import { HomePage } from './pages/HomePage';

// Server only: pages are prerendered, and each island gets just the strings it needs as props,
// so the browser never downloads a whole locale.
// The facts the legal pages state: packages/content/src/legal/facts.ts, or the file LEGAL_FACTS_FILE
// names (docs/GO-LIVE.md). Read when the prerender or the dev server loads this module.
const legal = loadLegalFacts();
for (const problem of legal.problems) console.warn(`warning: ${problem}`);

export const entry = defineServerEntry({
  config,
  renderer: createSiteRenderer({
    site: site.id,
    siteUrl: config.siteUrl,
    messages: { en, es },
    frame: Chrome,
    page: (route, locale, messages) =>
      isLegalKey(route.key) ? (
        // The legal pages (docs/PRODUCT.md §2.8): the same block on every site.
        <Chrome messages={messages} locale={locale} paths={pathsOf(site.id, route.key)}>
          <LegalPage
            page={route.key}
            copy={messages.legal}
            locale={locale}
            site={site.id}
            config={config}
            facts={legal.facts}
          />
        </Chrome>
      ) : (
        <HomePage messages={messages} locale={locale} />
      ),
    structuredData: (route, _locale, messages) =>
      route.key === 'home'
        ? [
            softwareApplication({
              siteUrl: config.siteUrl,
              brand: messages.common.brand,
              description: messages.seo[site.id].home.description,
              url: `${config.appUrl}/register`,
              // Publishing is free: the offer is the free account (docs/PRODUCT.md §1.3).
              trial: messages.author.finalCta.text,
            }),
          ]
        : [],
    // The landing's marketplace strip calls the API and shows covers (src/pages/HomePage.tsx).
    preconnect: { home: marketplaceOrigins(config) },
  }),
});
