import { formatMessage } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { describeWithoutScript } from '@landing/devkit/playwright/no-script';
import { demoVideoSrc } from '../src/media';

/** The app host the built site hands off to (the embedded configuration's stub). */
const APP = 'http://localhost:4010';

// The ebook landing with JavaScript off, in both languages (the `no-script` project).
describeWithoutScript(
  [
    { path: '/', t: en, locale: 'en' as const, lang: '' },
    { path: '/es/', t: es, locale: 'es' as const, lang: 'lang=es&' },
  ].map(({ path, t, locale, lang }) => ({
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
    dialogFallbacks: [
      // "Watch Demo" (the hero's and how it works's) leads to the video itself.
      { name: t.ebook.hero.create.secondaryCta, href: demoVideoSrc(locale) },
      // Each cover card leads where its preview's "Use this template" hands off (docs/PRODUCT.md §2.7).
      ...t.templates.cover.map(({ id, name }) => ({
        name: formatMessage(t.ebook.gallery.open, { name }),
        href: `${APP}/register?${lang}source=homepage&action=cover_use_template_${id}`,
      })),
    ],
  })),
);
