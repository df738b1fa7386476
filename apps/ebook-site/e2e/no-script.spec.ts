import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { describeWithoutScript } from '@landing/devkit/playwright/no-script';
import { demoVideoSrc } from '../src/media';

// The ebook landing with JavaScript off, in both languages (the `no-script` project).
describeWithoutScript(
  [
    { path: '/', t: en, locale: 'en' as const },
    { path: '/es/', t: es, locale: 'es' as const },
  ].map(({ path, t, locale }) => ({
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
    // "Watch Demo" (the hero's and how it works's) leads to the video itself.
    dialogFallbacks: [{ name: t.ebook.hero.create.secondaryCta, href: demoVideoSrc(locale) }],
  })),
);
