import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { describeWithoutScript } from '@landing/devkit/playwright/no-script';

// The ebook landing with JavaScript off, in both languages (the `no-script` project).
describeWithoutScript(
  [
    { path: '/', t: en },
    { path: '/es/', t: es },
  ].map(({ path, t }) => ({
    path,
    faq: t.ebook.faq,
    testimonials: t.ebook.testimonials.items.map((item) => item.quote),
    heroModes: {
      default: { tab: t.ebook.hero.modes.create, heading: t.ebook.hero.create.headline },
      hashed: {
        tab: t.ebook.hero.modes.have,
        heading: t.ebook.hero.have.heading,
        hash: '#have-book',
      },
    },
  })),
);
