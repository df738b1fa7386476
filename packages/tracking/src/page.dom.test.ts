// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Consent, ConsentChoice } from './consent.js';
import { startPageTracking } from './page.js';
import { loadTracking } from './storage.js';

/** A visitor's consent as the page sees it, changed by the test. */
function fakeConsent(initial: ConsentChoice | null): Consent & { set(c: ConsentChoice): void } {
  let choice = initial;
  const listeners = new Set<(c: ConsentChoice) => void>();
  const set = (next: ConsentChoice) => {
    choice = next;
    for (const l of listeners) l(next);
  };
  const choose = async (next: ConsentChoice) => set(next);
  return {
    current: () => choice,
    refusedBySignal: () => false,
    choose,
    set,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
const granted = () => fakeConsent({ analytics: true, marketing: false });

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
    startPageTracking({ appUrl: 'https://app.example.com', consent: granted() });
    expect(loadTracking()).toMatchObject({
      utm_source: 'ads',
      utm_campaign: 'spring',
      landing_page: '/es/',
    });
  });

  it('records the page view once, when the hero first appears', () => {
    document.body.innerHTML = '<section data-page-view>Hero</section>';
    startPageTracking({ appUrl: 'https://app.example.com', consent: granted() });
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
    startPageTracking({ appUrl: 'https://app.example.com', consent: granted() });
    expect(pageViews()).toHaveLength(1);
  });

  it('before analytics consent: keeps nothing for later pages and sends nothing', () => {
    window.history.replaceState(null, '', '/?utm_source=ads');
    document.body.innerHTML = '<section data-page-view>Hero</section>';
    startPageTracking({ appUrl: 'https://app.example.com', consent: fakeConsent(null) });
    observed[0]?.callback([{ isIntersecting: true }]);
    expect(sessionStorage.length).toBe(0);
    expect(pageViews()).toHaveLength(0);
    startPageTracking({ appUrl: 'https://app.example.com' });
    expect(sessionStorage.length).toBe(0);
  });

  it('carries this page’s campaign into the registration link tapped before any choice', () => {
    window.history.replaceState(null, '', '/?utm_source=ads&utm_campaign=spring');
    document.body.innerHTML =
      '<a href="https://app.example.com/register?source=homepage&action=register">Start</a>';
    const opened: string[] = [];
    vi.stubGlobal('open', (url: string) => {
      opened.push(url);
      return { opener: null };
    });
    startPageTracking({ appUrl: 'https://app.example.com', consent: fakeConsent(null) });
    document.querySelector('a')?.click();
    expect(new URL(opened[0] ?? 'about:blank').searchParams.get('utm_campaign')).toBe('spring');
    expect(sessionStorage.length).toBe(0);
  });

  it('a later grant stores the campaign and sends the view of a hero already seen; a withdrawal forgets', () => {
    window.history.replaceState(null, '', '/?utm_source=ads');
    document.body.innerHTML = '<section data-page-view>Hero</section>';
    const consent = fakeConsent(null);
    startPageTracking({ appUrl: 'https://app.example.com', consent });
    observed[0]?.callback([{ isIntersecting: true }]);
    expect(pageViews()).toHaveLength(0);
    consent.set({ analytics: true, marketing: false });
    expect(pageViews()).toHaveLength(1);
    expect(loadTracking()).toMatchObject({ utm_source: 'ads' });
    consent.set({ analytics: false, marketing: false });
    expect(sessionStorage.getItem('landing_tracking')).toBeNull();
    expect(pageViews()).toHaveLength(1);
  });
});
