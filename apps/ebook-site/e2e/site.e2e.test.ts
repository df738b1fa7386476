import { join } from 'node:path';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { describeSiteBasics } from '@landing/devkit/site-suite';
import { describe } from 'vitest';

describe('ebook site: prerendered, accessible, within budget', () => {
  describeSiteBasics({
    appDir: join(import.meta.dirname, '..'),
    budgetKey: 'ebook-site',
    siteUrl: 'http://localhost:4173',
    pages: [
      { path: '/', lang: 'en', heading: en.ebook.hero.create.headline, budget: 'landing' },
      { path: '/es/', lang: 'es', heading: es.ebook.hero.create.headline, budget: 'landing' },
      {
        path: '/ai-email-writer',
        lang: 'en',
        heading: en.tools.pages.emailWriter.heading,
        budget: 'tool',
      },
      {
        path: '/es/redactor-de-emails-ia',
        lang: 'es',
        heading: es.tools.pages.emailWriter.heading,
        budget: 'tool',
      },
    ],
    notFound: { en: en.common.notFound.heading, es: es.common.notFound.heading },
    visualPaths: ['/', '/es/'],
  });
});
