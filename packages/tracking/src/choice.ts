import {
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  dataLayer,
  localStore,
  type StoredConsent,
} from './consent-storage.js';
import type { StorageLike } from './storage.js';

/** Where Google Tag Manager's container script comes from. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * What consent needs only once a visitor chooses, or a remembered grant meets a configured tag
 * manager: loaded on demand by src/consent.ts, so it stays out of every page's initial script.
 */

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
