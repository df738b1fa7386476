import { homePath, isLegalKey, isToolKey, pathsOf } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { LegalPage } from '@landing/sections';
import { loadLegalFacts } from '@landing/site-config/legal';
import { defineServerEntry } from '@landing/site-config/ssr';
import {
  breadcrumbList,
  createSiteRenderer,
  marketplaceOrigins,
  softwareApplication,
} from '@landing/site-kit/server';
import { site } from '../site';
import { Chrome } from './Chrome';
import { config, reviewSources } from './config';
import { HomePage } from './pages/HomePage';
import { ToolPage } from './pages/ToolPage';

// A review source that was set but unusable fell back to its default (src/config.ts): say so
// once, when the prerender (or the dev server) loads this module, never in the browser.
for (const problem of reviewSources.problems) console.warn(`warning: ${problem}`);

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
      isToolKey(route.key) ? (
        <ToolPage messages={messages} locale={locale} toolKey={route.key} />
      ) : isLegalKey(route.key) ? (
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
    structuredData: (route, locale, messages) => {
      const { siteUrl } = config;
      if (route.key === 'home') {
        return [
          softwareApplication({
            siteUrl,
            brand: messages.common.brand,
            description: messages.seo[site.id].home.description,
            url: `${config.appUrl}/register`,
            trial: messages.tools.labels.trialNote,
          }),
        ];
      }
      // The pages of the trail the tool page shows (ToolIntro's breadcrumb). Its middle crumb,
      // "Tools", links to the home page's tools section (`/#tools`): a place on the home page, not
      // a page of its own, so search engines get home → tool (docs/ARCHITECTURE.md "Share images
      // and icons").
      if (isToolKey(route.key)) {
        const { labels, pages } = messages.tools;
        return [
          breadcrumbList([
            { name: labels.home, url: siteUrl + homePath(site.id, locale) },
            { name: pages[route.key].heading, url: siteUrl + route.paths[locale] },
          ]),
        ];
      }
      return [];
    },
    // The landing's marketplace strip and bundle card call the API and show covers (src/pages/HomePage.tsx).
    preconnect: { home: marketplaceOrigins(config) },
  }),
  // The demo videos' players (src/media.ts).
  frames: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
});
