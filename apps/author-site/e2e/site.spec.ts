import { findRoute, LEGAL_KEYS } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { describeConsentChecks } from '@landing/devkit/playwright/consent';
import { describeSiteBasics } from '@landing/devkit/playwright/site-basics';
import { site } from '../site';

describeSiteBasics({
  site,
  pages: [
    { path: '/', lang: 'en', heading: en.author.hero.headline, budget: 'landing' },
    { path: '/es/', lang: 'es', heading: es.author.hero.headline, budget: 'landing' },
    // The five legal pages in both languages (docs/PRODUCT.md §2.8).
    ...LEGAL_KEYS.flatMap((key) => {
      const paths = findRoute('author', key)!.paths;
      return [
        { path: paths.en, lang: 'en', heading: en.legal.pages[key].title, budget: 'legal' },
        { path: paths.es, lang: 'es', heading: es.legal.pages[key].title, budget: 'legal' },
      ] as const;
    }),
  ],
  notFound: { en: en.common.notFound.heading, es: es.common.notFound.heading },
  visual: [
    { path: '/', capture: 'screen' },
    { path: '/es/', capture: 'screen' },
  ],
});

describeConsentChecks({
  pages: [
    { path: '/', lang: 'en' },
    { path: '/es/', lang: 'es' },
  ],
  clients: { en: en.client, es: es.client },
  registrationLabel: {
    en: en.common.header.cta.author.label,
    es: es.common.header.cta.author.label,
  },
  cookieSettingsLabel: {
    en: en.common.footer.legal.cookieSettings,
    es: es.common.footer.legal.cookieSettings,
  },
});
