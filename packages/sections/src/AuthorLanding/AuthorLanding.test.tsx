import type { Locale } from '@landing/content';
import { en } from '@landing/content/en';
import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../blocks.fixtures.js';
import { AuthorLanding, type AuthorLandingProps } from './AuthorLanding.js';

const config = {
  appUrl: 'https://app.example.com',
  marketplaceUrl: 'https://market.example.com',
  apiBaseUrl: 'https://api.example.com',
  coverBaseUrl: 'https://covers.example.com/',
};

function props(locale: Locale, embedded = false): AuthorLandingProps {
  const messages = messagesFor(locale);
  return { copy: messages.author, common: messages.common, locale, config, embedded };
}

beforeEach(() => {
  // The strip and bundle card ask for books once mounted; keep them loading.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const publishLinks = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLAnchorElement>('a[href*="utm_medium=publish_feature"]')].map(
    (a) => new URL(a.href),
  );

describe('given the standalone English landing', () => {
  it('opens with the badge and the hero title as the page h1, sections as h2', () => {
    render(<AuthorLanding {...props('en')} />);
    expect(screen.getByText(en.author.hero.badge)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.author.hero.headline);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual(
      expect.arrayContaining([
        en.author.steps.heading,
        en.author.strip.heading,
        en.author.bundle.heading,
        en.author.faq.heading,
        en.author.finalCta.heading,
      ]),
    );
    expect(screen.queryByText(en.author.haveBook.text)).toBeNull();
  });

  it('renders the 3 islands under their registry names, on visible: the FAQ is plain HTML, no island', () => {
    const { container } = render(<AuthorLanding {...props('en')} />);
    const islands = [...container.querySelectorAll<HTMLElement>('[data-island]')].map((el) => [
      el.dataset.island,
      el.dataset.hydrate,
    ]);
    expect(islands).toEqual([
      ['LiveDemoCard', 'visible'],
      ['LiveMarketplaceStrip', 'visible'],
      ['LiveBundleCard', 'visible'],
    ]);
  });

  it('links "See how it works" to the 4-step section', () => {
    const { container } = render(<AuthorLanding {...props('en')} />);
    const link = screen.getByRole('link', { name: en.author.hero.secondaryCta });
    expect(link.getAttribute('href')).toBe('#steps-section');
    const steps = container.querySelector('#steps-section');
    expect(steps && within(steps as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
  });

  it('gives the royalty comparison and the FAQ the anchors the header and footer link to', () => {
    const { container } = render(<AuthorLanding {...props('en')} />);
    const links = [...en.common.header.links.author, ...en.common.footer.links.author];
    for (const { anchor } of links)
      expect(container.querySelector(`#${anchor}`), anchor).not.toBeNull();
    expect(container.querySelector('#royalties')).toBe(
      screen.getByRole('region', { name: en.author.royalties.heading }),
    );
    expect(container.querySelector('#faq')).toBe(
      screen.getByRole('region', { name: en.author.faq.heading }),
    );
  });

  it('sends the publish links to registration with the campaign of docs/PRODUCT.md §2.7, in a new tab', () => {
    const { container } = render(<AuthorLanding {...props('en')} />);
    const links = publishLinks(container);
    expect(links).toHaveLength(2);
    for (const url of links) {
      expect(url.origin + url.pathname).toBe('https://app.example.com/register');
      expect(url.searchParams.get('utm_source')).toBe('homepage');
      expect(url.searchParams.get('utm_medium')).toBe('publish_feature');
      expect(url.searchParams.get('utm_campaign')).toBe('cta');
      expect(url.searchParams.has('lang')).toBe(false);
    }
    // The hero's and the closing link share their label (docs/PRODUCT.md §7.12).
    const named = screen.getAllByRole('link', {
      name: `${en.author.hero.primaryCta} ${en.common.opensInNewTab}`,
    });
    expect(named).toHaveLength(2);
    const hero = named.find((link) => link.getAttribute('data-track') === 'author_publish_cta');
    expect(hero?.getAttribute('target')).toBe('_blank');
  });

  it('opens the payment provider’s list and the 3 checkout providers in new tabs, saying so', () => {
    render(<AuthorLanding {...props('en')} />);
    const items = [en.author.connect.fullList, ...en.author.connect.alternatives.items];
    for (const item of items) {
      const name = 'label' in item ? item.label : item.name;
      const link = screen.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link.getAttribute('href')).toBe(item.href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
      expect(link.textContent?.replace(/\s+/g, ' ')).toBe(`${name} ${en.common.opensInNewTab}`);
    }
  });

  it('lists 9 editor features, 6 workflow steps, 3 testimonials, 4 royalty rows and 6 questions', () => {
    render(<AuthorLanding {...props('en')} />);
    const section = (heading: string) =>
      screen.getByRole('region', { name: heading }) as HTMLElement;
    expect(within(section(en.author.editor.heading)).getAllByRole('listitem')).toHaveLength(9);
    expect(within(section(en.author.workflow.heading)).getAllByRole('listitem')).toHaveLength(6);
    expect(within(section(en.author.testimonials.heading)).getAllByRole('figure')).toHaveLength(3);
    expect(within(section(en.author.royalties.heading)).getAllByRole('row')).toHaveLength(5);
    expect(
      within(section(en.author.faq.heading)).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(6);
  });

  it('has no axe violations', async () => {
    const { container } = render(<AuthorLanding {...props('en')} />);
    await expectNoAxeViolations(container);
  });
});

/** Every link to the app's registration page, as addresses. */
const registrationLinks = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLAnchorElement>('a[href*="/register"]')].map(
    (a) => new URL(a.href),
  );

describe('given the Spanish landing', () => {
  it('hands off with lang=es from every registration link, the bundle card and affiliate ones included', () => {
    const { container } = render(<AuthorLanding {...props('es')} />);
    const links = registrationLinks(container);
    // Hero, bundle card, affiliate programme and final call to action.
    expect(links.length).toBeGreaterThanOrEqual(4);
    expect(links.some((url) => url.searchParams.get('utm_medium') === null)).toBe(true);
    for (const url of links) expect(url.searchParams.getAll('lang')).toEqual(['es']);
  });

  it('adds lang=es to every publish link', () => {
    const { container } = render(<AuthorLanding {...props('es')} />);
    const links = publishLinks(container);
    expect(links).toHaveLength(2);
    for (const url of links) expect(url.searchParams.get('lang')).toBe('es');
  });

  it('writes the sample bundle prices in USD for Spanish readers', () => {
    render(<AuthorLanding {...props('es')} />);
    expect(screen.getByText(/USD\s16\.99/)).toBeVisible();
  });
});

describe('given the English landing', () => {
  it('hands off without lang from every registration link', () => {
    const { container } = render(<AuthorLanding {...props('en')} />);
    const links = registrationLinks(container);
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const url of links) expect(url.searchParams.has('lang')).toBe(false);
  });
});

describe('given the landing embedded in the ebook site', () => {
  it('shows the have-book introduction, the hero title as h2 and section headings as h3', () => {
    render(<AuthorLanding {...props('en', true)} />);
    expect(screen.getByText(en.author.haveBook.text)).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(en.author.hero.headline);
    expect(screen.getByRole('heading', { level: 3, name: en.author.steps.heading })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: en.author.faq.heading })).toBeVisible();
  });

  it('leaves the FAQ and royalty anchors to the host page, which has a #faq of its own', () => {
    const { container } = render(<AuthorLanding {...props('en', true)} />);
    expect(container.querySelector('#faq')).toBeNull();
    expect(container.querySelector('#royalties')).toBeNull();
    expect(container.querySelector('#steps-section')).not.toBeNull();
  });

  it('does not claim the page view: the host page marks its own', () => {
    const { container } = render(<AuthorLanding {...props('en', true)} />);
    expect(container.querySelector('[data-page-view]')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<AuthorLanding {...props('es', true)} />);
    await expectNoAxeViolations(container);
  });
});

describe('given server rendering', () => {
  it('prerenders the strip’s placeholders and the sample bundle without touching the browser', () => {
    const html = renderToString(<AuthorLanding {...props('en')} />);
    expect(html).toContain('data-status="loading"');
    expect(html).toContain('$16.99');
    expect(html).toContain('data-page-view');
  });
});
