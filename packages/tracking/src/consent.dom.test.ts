// @vitest-environment jsdom
import { CONSENT_POLICY_VERSION } from '@landing/content/cookies';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  consentModeState,
  readConsent,
  startConsent,
  writeConsent,
} from './consent.js';
import type { StorageLike } from './storage.js';

const w = window as unknown as { dataLayer?: unknown[] };

afterEach(() => {
  delete w.dataLayer;
  for (const s of Array.from(document.querySelectorAll('script'))) s.remove();
});

/** A plain in-memory storage. */
function memory(
  initial: Record<string, string> = {},
): StorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
};

/** The data layer's gtag commands as arrays, and its plain objects as they are. */
const layer = () =>
  (w.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as IArguments)
      : entry,
  );

const DENIED = consentModeState(null);
const NOW = Date.UTC(2026, 10, 24);
const stored = (choice: object, at = NOW - 1000) =>
  memory({
    [CONSENT_STORAGE_KEY]: JSON.stringify({ v: 2, p: CONSENT_POLICY_VERSION, at, ...choice }),
  });
const P = CONSENT_POLICY_VERSION;
/** What follows Consent Mode's default on every page: ad click identifiers redacted. */
const REDACTED = ['set', 'ads_data_redaction', true];
/** The entries a choice pushes: Consent Mode's update, the redaction, and the purposes' event. */
const told = (choice: { analytics: boolean; marketing: boolean }) => [
  ['consent', 'update', consentModeState(choice)],
  ['set', 'ads_data_redaction', !choice.marketing],
  {
    event: 'consent_update',
    consent_analytics: choice.analytics ? 'granted' : 'denied',
    consent_marketing: choice.marketing ? 'granted' : 'denied',
  },
];

describe('the stored choice', () => {
  it('round-trips and expires after six months', () => {
    const storage = memory();
    writeConsent({ analytics: true, marketing: false }, storage, NOW);
    expect(readConsent(storage, NOW)).toEqual({
      v: 2,
      p: P,
      at: NOW,
      analytics: true,
      marketing: false,
    });
    expect(readConsent(storage, NOW + CONSENT_MAX_AGE_MS)).not.toBeNull();
    expect(readConsent(storage, NOW + CONSENT_MAX_AGE_MS + 1)).toBeNull();
  });

  it.each([
    ['junk', 'not json'],
    ['another shape', JSON.stringify({ analytics: 'yes' })],
    [
      'the older format, without a policy version',
      JSON.stringify({ v: 1, at: NOW, analytics: true, marketing: true }),
    ],
    [
      'a choice under an older policy',
      JSON.stringify({ v: 2, p: P - 1, at: NOW, analytics: true, marketing: true }),
    ],
    [
      'a choice under a newer policy (a rolled-back deploy)',
      JSON.stringify({ v: 2, p: P + 1, at: NOW, analytics: true, marketing: true }),
    ],
    [
      'an unknown format',
      JSON.stringify({ v: 3, p: P, at: NOW, analytics: true, marketing: true }),
    ],
    [
      'a date in the future',
      JSON.stringify({ v: 2, p: P, at: NOW + 60_000, analytics: true, marketing: true }),
    ],
    ['an oversized value', 'x'.repeat(5000)],
    [
      'a time that is not a number',
      JSON.stringify({ v: 2, p: P, at: '5', analytics: true, marketing: true }),
    ],
    ['null', 'null'],
  ])('reads %s as no choice', (_, raw) => {
    expect(readConsent(memory({ [CONSENT_STORAGE_KEY]: raw }), NOW)).toBeNull();
  });

  it('never throws when storage does', () => {
    expect(readConsent(throwing, NOW)).toBeNull();
    expect(() => writeConsent({ analytics: true, marketing: true }, throwing, NOW)).not.toThrow();
  });
});

describe('Consent Mode', () => {
  it('pushes the default, all denied with wait_for_update, as the first entry, then redaction', () => {
    startConsent({ storage: memory(), signalsAllow: () => true, now: () => NOW });
    expect(layer()).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      REDACTED,
    ]);
  });

  it('follows the default with an update for a remembered grant, and with nothing for a refusal', () => {
    startConsent({
      storage: stored({ analytics: true, marketing: false }),
      signalsAllow: () => true,
      now: () => NOW,
    });
    expect(layer().slice(2)).toEqual(told({ analytics: true, marketing: false }));
    delete w.dataLayer;
    startConsent({
      storage: stored({ analytics: false, marketing: false }),
      now: () => NOW,
      signalsAllow: () => true,
    });
    expect(layer()).toHaveLength(2);
  });

  it('maps marketing to the three ad signals', () => {
    expect(consentModeState({ analytics: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('records a choice: stored, pushed as an update with its purposes, told to listeners', async () => {
    const storage = memory();
    const consent = startConsent({ storage, signalsAllow: () => true, now: () => NOW });
    const heard: unknown[] = [];
    consent.subscribe((choice) => heard.push(choice));
    expect(consent.current()).toBeNull();
    await consent.choose({ analytics: false, marketing: true });
    expect(consent.current()).toEqual({ analytics: false, marketing: true });
    expect(readConsent(storage, NOW)).toMatchObject({ analytics: false, marketing: true });
    // Marketing alone: the three ad signals and nothing else, identifiers no longer redacted.
    expect(layer().slice(-3)).toEqual(told({ analytics: false, marketing: true }));
    expect(heard).toEqual([{ analytics: false, marketing: true }]);
  });

  it('under a privacy signal: refused without asking, and a choice cannot grant', async () => {
    const storage = stored({ analytics: true, marketing: true });
    const consent = startConsent({ storage, signalsAllow: () => false, now: () => NOW });
    expect(consent.refusedBySignal()).toBe(true);
    expect(consent.current()).toEqual({ analytics: false, marketing: false });
    await consent.choose({ analytics: true, marketing: true });
    expect(consent.current()).toEqual({ analytics: false, marketing: false });
    expect(layer()).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      REDACTED,
    ]);
  });
});

describe('the tag manager', () => {
  const gtm = () => document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');

  it('loads only after a grant, once, after the consent default', async () => {
    const consent = startConsent({
      tagManagerId: 'GTM-AB12CD3',
      storage: memory(),
      signalsAllow: () => true,
      now: () => NOW,
    });
    expect(gtm()).toBeNull();
    await consent.choose({ analytics: false, marketing: false });
    expect(gtm()).toBeNull();
    await consent.choose({ analytics: true, marketing: false });
    expect(gtm()?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    expect(gtm()?.async).toBe(true);
    await consent.choose({ analytics: true, marketing: true });
    expect(document.querySelectorAll('script')).toHaveLength(1);
    const entries = layer();
    const start = entries.findIndex((e) => (e as { event?: string }).event === 'gtm.js');
    expect(entries[0]).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
    expect(entries.slice(start - 3, start)).toEqual(told({ analytics: true, marketing: false }));
  });

  it('loads at once for a remembered grant, never under a privacy signal', async () => {
    const remembered = (tagManagerId: string, allow: boolean) =>
      startConsent({
        tagManagerId,
        storage: stored({ analytics: true, marketing: true }),
        signalsAllow: () => allow,
        now: () => NOW,
      });
    remembered('GTM-AB12CD3', true);
    await vi.waitFor(() => expect(gtm()).not.toBeNull());
    gtm()?.remove();
    remembered('GTM-AB12CD3', false);
    // The loader is imported on demand: give an import the time to land before concluding.
    await import('./choice.js');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gtm()).toBeNull();
  });

  it('puts the id in the script URL encoded (the build rejects a malformed one first)', async () => {
    const consent = startConsent({
      tagManagerId: 'GTM-X"><b>',
      storage: memory(),
      signalsAllow: () => true,
      now: () => NOW,
    });
    await consent.choose({ analytics: true, marketing: false });
    expect(gtm()?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-X%22%3E%3Cb%3E',
    );
  });

  it('loads nothing without an id', async () => {
    const consent = startConsent({ storage: memory(), signalsAllow: () => true, now: () => NOW });
    await consent.choose({ analytics: true, marketing: true });
    expect(document.querySelector('script')).toBeNull();
  });
});
