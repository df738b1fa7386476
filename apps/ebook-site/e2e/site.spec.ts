import { findRoute, LEGAL_KEYS, TOOL_KEYS } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { describeConsentChecks } from '@landing/devkit/playwright/consent';
import { describeSiteBasics } from '@landing/devkit/playwright/site-basics';
import { site } from '../site';

describeSiteBasics({
  site,
  pages: [
    { path: '/', lang: 'en', heading: en.ebook.hero.create.headline, budget: 'landing' },
    { path: '/es/', lang: 'es', heading: es.ebook.hero.create.headline, budget: 'landing' },
    // Every tool page in both languages (docs/PRODUCT.md §2.3).
    ...TOOL_KEYS.flatMap((key) => {
      const paths = findRoute('ebook', key)!.paths;
      return [
        { path: paths.en, lang: 'en', heading: en.tools.pages[key].heading, budget: 'tool' },
        { path: paths.es, lang: 'es', heading: es.tools.pages[key].heading, budget: 'tool' },
      ] as const;
    }),
    // The five legal pages in both languages (docs/PRODUCT.md §2.8).
    ...LEGAL_KEYS.flatMap((key) => {
      const paths = findRoute('ebook', key)!.paths;
      return [
        { path: paths.en, lang: 'en', heading: en.legal.pages[key].title, budget: 'legal' },
        { path: paths.es, lang: 'es', heading: es.legal.pages[key].title, budget: 'legal' },
      ] as const;
    }),
  ],
  notFound: { en: en.common.notFound.heading, es: es.common.notFound.heading },
  // The landings' baselines are in pages.spec.ts (both hero modes).
  visual: [
    { path: '/ai-email-writer', capture: 'page' },
    { path: '/es/redactor-de-emails-ia', capture: 'page' },
  ],
});

describeConsentChecks({
  pages: [
    { path: '/', lang: 'en' },
    { path: '/es/', lang: 'es' },
  ],
  clients: { en: en.client, es: es.client },
  registrationLabel: { en: en.common.header.cta.ebook.label, es: es.common.header.cta.ebook.label },
  cookieSettingsLabel: {
    en: en.common.footer.legal.cookieSettings,
    es: es.common.footer.legal.cookieSettings,
  },
});
