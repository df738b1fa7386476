import { LOCALES, type Locale } from '@landing/content';
import { en } from '@landing/content/en';
import { within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockConfig, messagesFor } from '../../blocks.fixtures.js';
import { EbookLanding, type EbookLandingProps } from './EbookLanding.js';

function props(locale: Locale): EbookLandingProps {
  const messages = messagesFor(locale);
  return { copy: messages, common: messages.common, locale, config: blockConfig };
}

/** The landing as the prerender writes it: server HTML, no effect run, nothing hydrated. */
function prerender(p: EbookLandingProps): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = renderToString(<EbookLanding {...p} />);
  document.body.replaceChildren(page);
  return page;
}

describe('given the prerendered English landing', () => {
  it('names each island as the site registry does, with the hydrate timing of its place', () => {
    const page = prerender(props('en'));
    const islands = [...page.querySelectorAll<HTMLElement>('[data-island]')].map((el) => [
      el.dataset.island,
      el.dataset.hydrate,
    ]);
    expect(islands).toEqual([
      // A DOM island: no React, and the hash decides the mode at once.
      ['HeroModeToggle', 'load'],
      // Controls that do nothing until used start when the visitor reaches for them.
      ['DemoVideoDialog', 'interaction'],
      ['VoiceToBookAnimation', 'visible'],
      // The have-book block (AuthorLanding).
      ['LiveDemoCard', 'visible'],
      ['LiveMarketplaceStrip', 'visible'],
      ['LiveBundleCard', 'visible'],
      // A DOM island, attached at once so its arrows and cards answer the first tap.
      ['CoverGallery', 'load'],
      ['DemoVideoDialog', 'interaction'],
      ['Rotator', 'visible'],
      ['ParticleBackground', 'visible'],
    ]);
  });

  it('holds both hero modes, the have-book one hidden, and marks the hero for the page view', () => {
    const page = prerender(props('en'));
    const create = page.querySelector<HTMLElement>('#hero-create');
    const have = page.querySelector<HTMLElement>('#hero-have');
    expect(create?.hidden).toBe(false);
    expect(have?.hidden).toBe(true);
    expect(within(create!).getByRole('heading', { level: 1 }).textContent).toBe(
      en.ebook.hero.create.headline,
    );
    expect(within(have!).getByRole('heading', { level: 1, hidden: true }).textContent).toBe(
      en.ebook.hero.have.heading,
    );
    expect(page.querySelectorAll('[data-page-view]')).toHaveLength(1);
    expect(page.querySelector('[data-page-view]')?.contains(create)).toBe(true);
  });

  it('shows the product in the create mode: one picture of the editor, its box reserved, loaded first', () => {
    for (const locale of LOCALES) {
      const page = prerender(props(locale));
      const create = page.querySelector<HTMLElement>('#hero-create')!;
      const picture = within(create).getByRole('img', {
        name: messagesFor(locale).ebook.hero.create.visualAlt,
      });
      // Its size is known before it loads (no layout shift), and it is not left for later.
      expect(picture.getAttribute('width')).toBe('560');
      expect(picture.getAttribute('height')).toBe('420');
      expect(picture.getAttribute('fetchpriority')).toBe('high');
      expect(picture.hasAttribute('loading')).toBe(false);
      // The have-book block has its own picture (the publishing card), not this one.
      expect(page.querySelectorAll(`img[src="${picture.getAttribute('src')}"]`)).toHaveLength(1);
    }
  });

  it('keeps the in-page anchors the header and footer link to', () => {
    const page = prerender(props('en'));
    for (const id of [
      'templates',
      'how-it-works',
      'features',
      'publish',
      'testimonials',
      'faq',
      'tools',
      'translate',
      'audiences',
    ]) {
      expect(page.querySelector(`#${id}`), id).not.toBeNull();
    }
  });

  it('keeps each FAQ (its own, the have-book one) a group of its own, whose answers close each other', () => {
    const page = prerender(props('en'));
    const groupOf = (question: string) =>
      within(page)
        .getByRole('heading', { name: question, hidden: true })
        .closest('details')
        ?.getAttribute('name');
    const own = en.ebook.faq.items.map(({ question }) => groupOf(question));
    const haveBook = en.author.faq.items.map(({ question }) => groupOf(question));
    expect(new Set(own).size).toBe(1);
    expect(new Set(haveBook).size).toBe(1);
    expect(own[0]).toBeTruthy();
    expect(haveBook[0]).not.toBe(own[0]);
  });

  it('gives no two elements the same id, with the have-book block in the page', () => {
    const page = prerender(props('en'));
    const ids = [...page.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('builds every link and image from the config it is given, none from elsewhere', () => {
    const page = prerender({
      ...props('en'),
      config: { ...blockConfig, appUrl: 'https://app.test', imageBaseUrl: 'https://img.test' },
    });
    const registrations = [...page.querySelectorAll<HTMLAnchorElement>('a[href*="/register"]')];
    expect(registrations.length).toBeGreaterThan(10);
    for (const link of registrations) {
      expect(new URL(link.href).origin).toBe('https://app.test');
    }
    // The cover templates and the hero's picture of the editor are the library's own drawings
    // (files of the site's own build); every other picture is the image proxy's.
    expect(page.querySelectorAll('#templates img')).toHaveLength(20);
    const editor = page.querySelector(`img[alt="${en.ebook.hero.create.visualAlt}"]`);
    expect(editor?.getAttribute('src')).toMatch(/editor.*\.svg$/);
    const images = [...page.querySelectorAll('img')]
      .filter((img) => !img.closest('#templates') && img !== editor)
      .map((img) => img.getAttribute('src') ?? '');
    expect(images.length).toBe(4 + blockConfig.reviewShotPaths.length);
    for (const src of images) expect(src.startsWith('https://img.test/')).toBe(true);
  });

  it('hands off to registration without lang from any link, the have-book block included', () => {
    const page = prerender(props('en'));
    const registrations = [...page.querySelectorAll<HTMLAnchorElement>('a[href*="/register"]')];
    expect(registrations.length).toBeGreaterThan(10);
    for (const link of registrations)
      expect(new URL(link.href).searchParams.has('lang')).toBe(false);
  });

  it('sends each audience to registration with its own action', () => {
    const page = prerender(props('en'));
    const audiences = page.querySelector<HTMLElement>('#audiences')!;
    const first = en.ebook.audiences.items[0]!;
    const link = within(audiences).getAllByRole('link', {
      name: (name) => name.startsWith(first.cta),
    })[0]!;
    expect(new URL(link.getAttribute('href')!).searchParams.get('action')).toBe(
      `audience_${first.id}`,
    );
  });
});

describe('given the prerendered Spanish landing', () => {
  it('links the tool cards to the Spanish tool pages and the publish links with lang=es', () => {
    const page = prerender(props('es'));
    const tools = page.querySelector<HTMLElement>('#tools')!;
    for (const link of within(tools).getAllByRole('link')) {
      expect(link.getAttribute('href')?.startsWith('/es/')).toBe(true);
    }
    const publish = [
      ...page.querySelectorAll<HTMLAnchorElement>('a[href*="utm_medium=publish_feature"]'),
    ];
    expect(publish.length).toBeGreaterThan(0);
    for (const link of publish) expect(new URL(link.href).searchParams.get('lang')).toBe('es');
  });

  it('hands off to registration with lang=es from every link, the have-book block included (docs/PRODUCT.md §2.7)', () => {
    const page = prerender(props('es'));
    const registrations = [...page.querySelectorAll<HTMLAnchorElement>('a[href*="/register"]')];
    // The create blocks', the sections', the audiences' and the have-book block's.
    expect(registrations.length).toBeGreaterThan(10);
    expect(page.querySelector('#hero-have a[href*="/register"]')).not.toBeNull();
    for (const link of registrations) {
      const url = new URL(link.href);
      expect(url.searchParams.getAll('lang'), link.href).toEqual(['es']);
      // Source and action still come last (docs/PRODUCT.md §7.8).
      expect([...url.searchParams.keys()].slice(-2)).toEqual(['source', 'action']);
    }
  });
});
