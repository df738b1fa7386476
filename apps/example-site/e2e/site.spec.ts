import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { describeSiteBasics } from '@landing/devkit/playwright/site-basics';

// The example site passes the checks every site passes; it has no screenshot baselines of its own.
describeSiteBasics({
  budgetKey: 'example-site',
  siteUrl: 'http://localhost:4175',
  pages: [
    { path: '/', lang: 'en', heading: en.example.hero.headline, budget: 'landing' },
    { path: '/es/', lang: 'es', heading: es.example.hero.headline, budget: 'landing' },
  ],
  notFound: { en: en.common.notFound.heading, es: es.common.notFound.heading },
  visualPaths: [],
});
