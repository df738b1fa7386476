import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { describeWithoutScript } from '@landing/devkit/playwright/no-script';

// The example site's page with JavaScript off, in both languages (the `no-script` project): its
// FAQ, the author landing's, and no testimonials.
describeWithoutScript(
  [
    { path: '/', t: en },
    { path: '/es/', t: es },
  ].map(({ path, t }) => ({ path, faq: t.author.faq, testimonials: [] })),
);
