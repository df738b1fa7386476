import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroModeToggle } from '../components/HeroModeToggle/HeroModeToggle';
import { LiveDemoCard } from '../components/LiveDemoCard/LiveDemoCard';
import { heroModeIsland } from './heroMode';
import { GLIDE_SCREENS, glideShortJumps } from './inPageJumps';
import { liveDemoIsland } from './liveDemo';

// These are what a site runs on the prerendered markup, with no React in the page: the markup
// below is written once by the server render and never touched by React again.

const labels = {
  title: 'Publishing progress',
  processing: 'Processing...',
  live: 'Your book is LIVE',
  viewLink: 'View it on the marketplace',
};

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('the live demo card without React', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const island = () => {
    document.body.innerHTML = `<div data-island="LiveDemoCard">${renderToString(
      <LiveDemoCard labels={labels} href="https://market.example/" />,
    )}</div>`;
    return document.querySelector<HTMLElement>('[data-island]')!;
  };

  it('turns live 5000 ms after it starts, says so in its status region and shows the link', () => {
    const root = island();
    liveDemoIsland(root, { labels });
    const status = root.querySelector('[role="status"]')!;
    const link = root.querySelector('a')!;
    vi.advanceTimersByTime(4999);
    expect(status.textContent).toBe('Processing...');
    expect(link.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(status.textContent).toBe('Your book is LIVE');
    expect(link.hidden).toBe(false);
    expect(root.firstElementChild).toHaveAttribute('data-state', 'live');
  });

  it('stays still when the island asks for no autoplay', () => {
    const root = island();
    liveDemoIsland(root, { labels, autoPlay: false });
    vi.advanceTimersByTime(60_000);
    expect(root.querySelector('[role="status"]')!.textContent).toBe('Processing...');
  });
});

describe('the hero mode switch without React', () => {
  const panels = { createPanelId: 'hero-create', havePanelId: 'hero-have' };
  const page = () => {
    document.body.innerHTML = `<div data-island="HeroModeToggle">${renderToString(
      <HeroModeToggle labels={{ list: 'Mode', create: 'Create', have: 'Have' }} {...panels} />,
    )}</div>
      <section id="hero-create" role="tabpanel"><a href="#faq">FAQ</a></section>
      <section id="hero-have" role="tabpanel" hidden><h2 id="steps-section">Steps</h2></section>
      <section id="faq">FAQ</section>`;
    vi.stubGlobal('scrollTo', vi.fn());
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    heroModeIsland(document.querySelector<HTMLElement>('[data-island]')!, panels);
  };
  const shown = () =>
    ['hero-create', 'hero-have'].filter((id) => !document.getElementById(id)!.hidden);
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the have-book block when the page is opened at #have-book', () => {
    history.replaceState(null, '', '/#have-book');
    page();
    expect(shown()).toEqual(['hero-have']);
    expect(document.querySelector('[data-mode="have"]')).toHaveAttribute('aria-selected', 'true');
  });

  it('switches on a tap of a tab and on back', () => {
    page();
    document.querySelector<HTMLElement>('[data-mode="have"]')!.click();
    expect(location.hash).toBe('#have-book');
    expect(shown()).toEqual(['hero-have']);
    history.replaceState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(shown()).toEqual(['hero-create']);
  });

  it('keeps the have-book block shown for a link to a place inside it, and shows create for one outside', () => {
    history.replaceState(null, '', '/#have-book');
    page();
    history.replaceState(null, '', '/#steps-section');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(shown()).toEqual(['hero-have']);
    history.replaceState(null, '', '/#faq');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(shown()).toEqual(['hero-create']);
  });

  it('treats a malformed hash as create, without throwing', () => {
    history.replaceState(null, '', '/#%E0%A4%A');
    page();
    expect(shown()).toEqual(['hero-create']);
  });
});

describe('in-page jumps (glideShortJumps)', () => {
  let unbind = () => {};
  let reducedMotion = false;
  beforeEach(() => {
    reducedMotion = false;
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: reducedMotion && query.includes('reduce'),
      media: query,
    }));
    document.body.innerHTML = `
      <header><details data-jump-menu open><summary>Menu</summary>
        <a href="#faq">FAQ</a><a href="#steps">How it works</a></details></header>
      <section id="steps">Steps</section><section id="faq">FAQ</section>`;
    unbind = glideShortJumps();
  });
  afterEach(() => {
    unbind();
    vi.unstubAllGlobals();
  });

  /** Puts the element `id` names `top` px below the top of the screen. */
  const placeAt = (id: string, top: number) => {
    document.getElementById(id)!.getBoundingClientRect = () => ({ top }) as DOMRect;
  };
  const behaviour = () => document.documentElement.style.scrollBehavior;
  const menu = () => document.querySelector('details')!;
  const link = (name: string) => screen.getByRole('link', { name });

  it('glides to a target within two screens, and is instant again once the glide ends', () => {
    placeAt('steps', innerHeight * GLIDE_SCREENS);
    fireEvent.click(link('How it works'));
    expect(behaviour()).toBe('smooth');
    fireEvent(window, new Event('scrollend'));
    expect(behaviour()).toBe('');
  });

  it('jumps at once to a farther target, and closes the menu it was followed from', () => {
    placeAt('faq', innerHeight * GLIDE_SCREENS + 1);
    expect(menu().open).toBe(true);
    fireEvent.click(link('FAQ'));
    expect(behaviour()).toBe('');
    expect(menu().open).toBe(false);
  });

  it('never glides for a visitor who asks for reduced motion', () => {
    reducedMotion = true;
    placeAt('steps', 10);
    fireEvent.click(link('How it works'));
    expect(behaviour()).toBe('');
  });

  it('leaves a modified click (a new tab) and a handled click alone', () => {
    placeAt('steps', 10);
    fireEvent.click(link('How it works'), { ctrlKey: true });
    expect(behaviour()).toBe('');
    expect(menu().open).toBe(true);
    link('How it works').addEventListener('click', (event) => event.preventDefault(), {
      once: true,
    });
    fireEvent.click(link('How it works'));
    expect(behaviour()).toBe('');
    expect(menu().open).toBe(true);
  });
});
