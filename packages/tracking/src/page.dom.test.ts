// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPageTracking } from './page.js';
import { loadTracking } from './storage.js';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observed: { callback: Callback; target: Element | null; disconnected: boolean }[] = [];

beforeEach(() => {
  observed = [];
  sessionStorage.clear();
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: false, configurable: true });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observed)[number];
      constructor(callback: Callback) {
        this.entry = { callback, target: null, disconnected: false };
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  // Symbol-keyed once-per-page flag: a fresh page per test.
  for (const s of Object.getOwnPropertySymbols(globalThis)) {
    if (String(s).includes('page-view')) delete (globalThis as Record<symbol, unknown>)[s];
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

const pageViews = () =>
  ((window as unknown as { dataLayer: Array<{ event: string }> }).dataLayer ?? []).filter(
    (e) => e.event === 'page_view',
  );

describe('startPageTracking', () => {
  it('saves the visit’s UTM fields to session storage', () => {
    window.history.replaceState(null, '', '/es/?utm_source=ads&utm_campaign=spring');
    startPageTracking({ appUrl: 'https://app.example.com' });
    expect(loadTracking()).toMatchObject({
      utm_source: 'ads',
      utm_campaign: 'spring',
      landing_page: '/es/',
    });
  });

  it('records the page view once, when the hero first appears', () => {
    document.body.innerHTML = '<section data-page-view>Hero</section>';
    startPageTracking({ appUrl: 'https://app.example.com' });
    expect(pageViews()).toHaveLength(0);
    const [hero] = observed;
    expect(hero?.target?.textContent).toBe('Hero');
    hero?.callback([{ isIntersecting: false }]);
    expect(pageViews()).toHaveLength(0);
    hero?.callback([{ isIntersecting: true }]);
    hero?.callback([{ isIntersecting: true }]);
    expect(pageViews()).toHaveLength(1);
    expect(hero?.disconnected).toBe(true);
  });

  it('records the page view at once when the page has no hero', () => {
    startPageTracking({ appUrl: 'https://app.example.com' });
    expect(pageViews()).toHaveLength(1);
  });
});
