import { isTrackingAllowed } from './analytics.js';
import type { StorageLike } from './storage.js';

/**
 * Consent (docs/ARCHITECTURE.md "Consent and analytics"): what the visitor chose, where the choice
 * is kept, and how Google Consent Mode v2 and an optional tag manager learn of it. No DOM here
 * beyond `window.dataLayer` and one script element; the banner lives in `@landing/ui`.
 */

/** What a visitor may allow beyond what the service needs. */
export interface ConsentChoice {
  /** Measurement: analytics events, and keeping the campaign fields for later pages. */
  analytics: boolean;
  /** Advertising: Consent Mode's ad storage, ad user data and ad personalisation. */
  marketing: boolean;
}

/** A choice as kept in storage: with its version and when it was made (ms since the epoch). */
export interface StoredConsent extends ConsentChoice {
  v: 1;
  at: number;
}

/** Local storage key of the choice. */
export const CONSENT_STORAGE_KEY = 'landing_consent';

/** How long a choice holds before the visitor is asked again: six months. */
export const CONSENT_MAX_AGE_MS = 182 * 24 * 60 * 60 * 1000;

/** Consent Mode's four v2 signals, each `granted` or `denied`. */
export type ConsentModeState = Record<
  'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization',
  'granted' | 'denied'
>;

/** How long tags wait for an update after the default (ms): the banner's choice usually comes later. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

/** Where Google Tag Manager's container script comes from. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** A Tag Manager container id, e.g. `GTM-AB12CD3`. */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

const REJECTED: ConsentChoice = { analytics: false, marketing: false };

function localStore(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The stored choice, or `null` when there is none, it is not ours, it was made more than
 * {@link CONSENT_MAX_AGE_MS} ago or in the future (a wrong clock), or storage cannot be read.
 */
export function readConsent(
  storage: StorageLike | null = localStore(),
  now = Date.now(),
): StoredConsent | null {
  try {
    const raw = storage?.getItem(CONSENT_STORAGE_KEY);
    if (typeof raw !== 'string' || raw.length > 200) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { v, at, analytics, marketing } = value as Record<string, unknown>;
    if (v !== 1 || typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null;
    if (typeof at !== 'number' || !Number.isFinite(at) || at > now || now - at > CONSENT_MAX_AGE_MS)
      return null;
    return { v, at, analytics, marketing };
  } catch {
    return null;
  }
}

/** Keeps a choice; when storage is missing or throws, the choice lasts for this page only. */
export function writeConsent(
  choice: ConsentChoice,
  storage: StorageLike | null = localStore(),
  now = Date.now(),
): void {
  const stored: StoredConsent = {
    v: 1,
    at: now,
    analytics: choice.analytics,
    marketing: choice.marketing,
  };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Private mode or disabled storage: the banner will ask again on the next page.
  }
}

/** The Consent Mode signals of a choice; no choice is all denied. */
export function consentModeState(choice: ConsentChoice | null): ConsentModeState {
  const analytics = choice?.analytics ? 'granted' : 'denied';
  const marketing = choice?.marketing ? 'granted' : 'denied';
  return {
    analytics_storage: analytics,
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  };
}

type Layer = { push(...items: unknown[]): unknown };

function dataLayer(): Layer {
  const g = globalThis as { dataLayer?: unknown };
  if (!Array.isArray(g.dataLayer) && typeof (g.dataLayer as Layer | undefined)?.push !== 'function')
    g.dataLayer = [];
  return g.dataLayer as Layer;
}

/**
 * Pushes a command the way Google's `gtag()` does: the `arguments` object itself, which is how
 * tags tell a command (`consent`, `set`) from an event; an array would be read as data.
 */
function gtag(..._command: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: Consent Mode reads only an Arguments object.
  dataLayer().push(arguments);
}

/** A visitor's way of managing consent on one page. */
export interface Consent {
  /** The choice in force: the visitor's, all refused under a privacy signal, or `null` (none yet). */
  current(): ConsentChoice | null;
  /** Whether Global Privacy Control or Do Not Track answered for the visitor (nothing to ask). */
  refusedBySignal(): boolean;
  /** Records a choice: keeps it, tells Consent Mode and the listeners. Ignored under a signal. */
  choose(choice: ConsentChoice): void;
  /** Calls `listener` after each choice; returns the unsubscribe function. */
  subscribe(listener: (choice: ConsentChoice) => void): () => void;
}

/** Options of {@link startConsent}. */
export interface ConsentOptions {
  /** A Google Tag Manager container id; loaded once analytics or marketing is granted. */
  tagManagerId?: string;
  /** Where the choice is kept. @default localStorage */
  storage?: StorageLike | null;
  /** Whether privacy signals allow tracking at all. @default isTrackingAllowed */
  signalsAllow?: () => boolean;
  /** The clock. @default Date.now */
  now?: () => number;
}

/**
 * Starts consent on a page; call first thing from the entry script, before anything reads the
 * data layer. Pushes Consent Mode's `default` (all four signals denied, waiting
 * {@link CONSENT_WAIT_FOR_UPDATE_MS} for an update), then an `update` when a remembered choice
 * grants anything. Google Tag Manager loads only after that, and only once the visitor has granted
 * analytics or marketing ("basic" Consent Mode: a visitor who refuses sends Google nothing). Under
 * Global Privacy Control or Do Not Track everything stays denied and nothing is asked.
 */
export function startConsent({
  tagManagerId,
  storage = localStore(),
  signalsAllow = () => isTrackingAllowed(),
  now = Date.now,
}: ConsentOptions = {}): Consent {
  const listeners = new Set<(choice: ConsentChoice) => void>();
  let refused = false;
  try {
    refused = !signalsAllow();
  } catch {
    refused = true;
  }
  let choice: ConsentChoice | null = refused ? REJECTED : readConsent(storage, now());
  let tagManagerLoaded = false;

  gtag('consent', 'default', {
    ...consentModeState(null),
    wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
  });
  const grantsAny = (c: ConsentChoice | null) => c !== null && (c.analytics || c.marketing);
  const loadTagManagerOnce = () => {
    if (tagManagerLoaded || !grantsAny(choice) || !tagManagerId) return;
    if (!TAG_MANAGER_ID_PATTERN.test(tagManagerId)) return;
    tagManagerLoaded = true;
    loadTagManager(tagManagerId);
  };
  if (!refused && grantsAny(choice)) gtag('consent', 'update', consentModeState(choice));
  loadTagManagerOnce();

  return {
    current: () => (choice === null ? null : { ...choice }),
    refusedBySignal: () => refused,
    choose(next) {
      if (refused) return;
      choice = { analytics: next.analytics === true, marketing: next.marketing === true };
      writeConsent(choice, storage, now());
      gtag('consent', 'update', consentModeState(choice));
      loadTagManagerOnce();
      for (const listener of listeners) {
        try {
          listener({ ...choice });
        } catch {
          // One listener's failure never stops the others or the choice.
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Loads a Google Tag Manager container: the start event it expects, then its script, async, from
 * {@link TAG_MANAGER_ORIGIN} (the only origin the generated CSP adds for it).
 */
export function loadTagManager(id: string): void {
  const doc = (globalThis as { document?: Document }).document;
  if (!doc) return;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  doc.head.append(script);
}
