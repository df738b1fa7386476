// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://www.landing.example.com/es/"}
import { CONSENT_POLICY_VERSION } from '@landing/content/cookies';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieDomains } from './choice.js';
import { CONSENT_STORAGE_KEY, startConsent } from './consent.js';

/**
 * Withdrawing a purpose (packages/tracking/src/choice.ts `deleteStorageOf`), on a page served from
 * a subdomain, where tags put their cookies on the parent domain.
 */

const NOW = Date.UTC(2026, 10, 27);

function set(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; pages set cookies this way.
  document.cookie = `${cookie}; Path=/`;
}

const names = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter(Boolean)
    .sort();

function remembered(choice: { analytics: boolean; marketing: boolean }) {
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ v: 2, p: CONSENT_POLICY_VERSION, at: NOW - 1000, ...choice }),
  );
}

afterEach(() => {
  for (const name of names()) {
    for (const domain of cookieDomains(location.hostname)) {
      // biome-ignore lint/suspicious/noDocumentCookie: as above.
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
  localStorage.clear();
  sessionStorage.clear();
  delete (window as { dataLayer?: unknown }).dataLayer;
  for (const s of Array.from(document.querySelectorAll('script'))) s.remove();
});

describe('withdrawing a purpose', () => {
  it('lists the host and each parent domain, and host-only for a bare host', () => {
    expect(cookieDomains('www.landing.example.com')).toEqual([
      undefined,
      'www.landing.example.com',
      'landing.example.com',
      'example.com',
    ]);
    expect(cookieDomains('localhost')).toEqual([undefined]);
    expect(cookieDomains('127.0.0.1')).toEqual([undefined]);
  });

  it("deletes analytics' cookies on the host and its parents, and its session entry", async () => {
    set('_ga=GA1.1.1; Domain=landing.example.com');
    set('_ga_AB12CD=GS1.1; Domain=example.com');
    set('_ga_HOST=GS1.1');
    set('_gcl_au=1.1.1; Domain=landing.example.com');
    set('theme=dark');
    sessionStorage.setItem('landing_tracking', '{"utm_source":"newsletter"}');
    remembered({ analytics: true, marketing: true });
    const reload = vi.fn();
    const consent = startConsent({ signalsAllow: () => true, now: () => NOW, reload });
    await consent.choose({ analytics: false, marketing: true });
    expect(names()).toEqual(['_gcl_au', 'theme']);
    expect(sessionStorage.getItem('landing_tracking')).toBeNull();
    // No container was loaded on this page (no id): nothing to unload.
    expect(reload).not.toHaveBeenCalled();
  });

  it("deletes marketing's cookies and reloads when a container is loaded", async () => {
    set('_ga=GA1.1.1; Domain=landing.example.com');
    set('_gcl_au=1.1.1; Domain=landing.example.com');
    set('_gcl_aw=GCL.1; Domain=www.landing.example.com');
    set('_gac_gb_G-AB12CD3=1.2.3; Domain=landing.example.com');
    remembered({ analytics: true, marketing: true });
    const reload = vi.fn();
    const consent = startConsent({
      tagManagerId: 'GTM-AB12CD3',
      signalsAllow: () => true,
      now: () => NOW,
      reload,
    });
    await vi.waitFor(() => expect(document.querySelector('script')).not.toBeNull());
    await consent.choose({ analytics: true, marketing: false });
    expect(names()).toEqual(['_ga']);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('deletes nothing and keeps the page when a choice grants more or the same', async () => {
    set('_ga=GA1.1.1; Domain=landing.example.com');
    remembered({ analytics: true, marketing: false });
    const reload = vi.fn();
    const consent = startConsent({
      tagManagerId: 'GTM-AB12CD3',
      signalsAllow: () => true,
      now: () => NOW,
      reload,
    });
    await consent.choose({ analytics: true, marketing: true });
    await consent.choose({ analytics: true, marketing: true });
    expect(names()).toEqual(['_ga']);
    expect(reload).not.toHaveBeenCalled();
  });

  it('turns on Global Privacy Control after a grant: the next page deletes what it allowed, once', async () => {
    set('_ga=GA1.1.1; Domain=landing.example.com');
    set('_gcl_au=1.1.1; Domain=landing.example.com');
    remembered({ analytics: true, marketing: true });
    const consent = startConsent({ signalsAllow: () => false, now: () => NOW });
    expect(consent.current()).toEqual({ analytics: false, marketing: false });
    await vi.waitFor(() => expect(names()).toEqual([]));
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({
      analytics: false,
      marketing: false,
      at: NOW - 1000,
    });
  });
});

describe('a withdrawal whose module cannot load', () => {
  afterEach(() => {
    vi.doUnmock('./choice.js');
    vi.resetModules();
  });

  it('is kept with what it owes, and the next page deletes it', async () => {
    set('_ga=GA1.1.1; Domain=landing.example.com');
    remembered({ analytics: true, marketing: false });
    // The chunk a choice loads fails, as on a flaky connection.
    vi.resetModules();
    vi.doMock('./choice.js', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const first = await import('./consent.js');
    const reload = vi.fn();
    await first
      .startConsent({ signalsAllow: () => true, now: () => NOW, reload })
      .choose({ analytics: false, marketing: false });
    // The refusal is kept at once; the cookie could not be deleted on this page.
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({
      analytics: false,
      owed: ['analytics'],
    });
    expect(names()).toEqual(['_ga']);
    // The next page, whose chunk loads: no tag manager as granted, the cookie deleted, nothing owed.
    vi.doUnmock('./choice.js');
    vi.resetModules();
    const next = await import('./consent.js');
    const page = next.startConsent({
      tagManagerId: 'GTM-AB12CD3',
      signalsAllow: () => true,
      now: () => NOW,
    });
    expect(page.current()).toMatchObject({ analytics: false, marketing: false });
    await vi.waitFor(() => expect(names()).toEqual([]));
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!).owed).toBeUndefined();
    expect(document.querySelector('script')).toBeNull();
  });
});
