import { CONSENT_POLICY_VERSION } from '@landing/content/cookies';
import type { StorageLike } from './storage.js';

/**
 * What a consent choice is and where it is kept, shared by the module every page runs
 * (consent.ts) and the one it loads on a choice (choice.ts): in a module of its own so neither of
 * those imports the other (docs/ARCHITECTURE.md "Consent and analytics").
 */

/** What a visitor may allow beyond what the service needs. */
export interface ConsentChoice {
  /** Measurement: analytics events, and keeping the campaign fields for later pages. */
  analytics: boolean;
  /** Advertising: Consent Mode's ad storage, ad user data and ad personalisation. */
  marketing: boolean;
}

/**
 * A choice as kept in storage: its format (`v`), the cookie policy version it was given under
 * (`p`, `CONSENT_POLICY_VERSION` of `@landing/content/cookies`) and when it was made (ms since the
 * epoch). Format 1 had no policy version: such a choice is read as none, and the visitor is asked
 * again.
 */
export interface StoredConsent extends ConsentChoice {
  v: 2;
  p: number;
  at: number;
  /**
   * Purposes withdrawn whose cookies are still to be deleted: written with the choice, before the
   * module that deletes them loads, and cleared once it has; a page that finds them deletes them
   * (a withdrawal whose module failed to load still ends with nothing kept).
   */
  owed?: Array<'analytics' | 'marketing'>;
}

/** Local storage key of the choice. */
export const CONSENT_STORAGE_KEY = 'landing_consent';

/** The page's local storage, or `null` when it cannot be reached. */
export function localStore(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export type Layer = { push(...items: unknown[]): unknown };

/** `window.dataLayer`, created when missing (what tag managers read). */
export function dataLayer(): Layer {
  const g = globalThis as { dataLayer?: unknown };
  if (!Array.isArray(g.dataLayer) && typeof (g.dataLayer as Layer | undefined)?.push !== 'function')
    g.dataLayer = [];
  return g.dataLayer as Layer;
}

/**
 * Keeps a choice, with the deletions it still owes (`owed`); when storage is missing or throws,
 * the choice lasts for this page only. Part of every page's script, so a choice is kept even when
 * the module loaded on a choice (choice.ts) cannot be.
 */
export function writeConsent(
  choice: ConsentChoice,
  storage: StorageLike | null = localStore(),
  now = Date.now(),
  owed: ReadonlyArray<'analytics' | 'marketing'> = [],
): void {
  const stored: StoredConsent = {
    v: 2,
    p: CONSENT_POLICY_VERSION,
    at: now,
    analytics: choice.analytics,
    marketing: choice.marketing,
    // Left out of the JSON when nothing is owed.
    owed: owed.length > 0 ? [...owed] : undefined,
  };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Private mode or disabled storage: the banner will ask again on the next page.
  }
}
