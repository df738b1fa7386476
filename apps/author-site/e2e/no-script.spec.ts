import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { describeWithoutScript } from '@landing/devkit/playwright/no-script';

// The author landing with JavaScript off, in both languages (the `no-script` project).
describeWithoutScript(
  [
    { path: '/', t: en },
    { path: '/es/', t: es },
  ].map(({ path, t }) => ({
    path,
    faq: t.author.faq,
    testimonials: t.author.testimonials.items.map((item) => item.quote),
  })),
);
