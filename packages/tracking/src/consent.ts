import { CONSENT_POLICY_VERSION } from '@landing/content/cookies';
import { isTrackingAllowed } from './analytics.js';
import {
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  dataLayer,
  localStore,
  type StoredConsent,
  writeConsent,
} from './consent-storage.js';
import type { StorageLike } from './storage.js';

// What both this module and the choice's module (choice.ts, loaded on demand) need, in a module of
// its own so neither imports the other.
export {
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  dataLayer,
  type Layer,
  localStore,
  type StoredConsent,
  writeConsent,
} from './consent-storage.js';

/**
 * Consent (docs/ARCHITECTURE.md "Consent and analytics"): what the visitor chose, where the choice
 * is kept, and how Google Consent Mode v2 and an optional tag manager learn of it. No DOM here
 * beyond `window.dataLayer` and one script element; the banner lives in `@landing/ui`.
 */

/** How long a choice holds before the visitor is asked again: six months. */
export const CONSENT_MAX_AGE_MS = 182 * 24 * 60 * 60 * 1000;

/** Consent Mode's four v2 signals, each `granted` or `denied`. */
export type ConsentModeState = Record<
  'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization',
  'granted' | 'denied'
>;

/** How long tags wait for an update after the default (ms): the banner's choice usually comes later. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

const REJECTED: ConsentChoice = { analytics: false, marketing: false };

/** The purposes `before` granted and `after` refuses (none when there was no choice before). */
const withdrawnPurposes = (before: ConsentChoice | null, after: ConsentChoice) =>
  (['analytics', 'marketing'] as const).filter((purpose) => before?.[purpose] && !after[purpose]);

/**
 * The stored choice, or `null` when there is none, it is not ours, it was given under another
 * cookie policy version ({@link CONSENT_POLICY_VERSION}) or in an older format, it was made more
 * than {@link CONSENT_MAX_AGE_MS} ago or in the future (a wrong clock), or storage cannot be read:
 * each of those means the visitor is asked again.
 */
export function readConsent(
  storage: StorageLike | null = localStore(),
  now = Date.now(),
): StoredConsent | null {
  try {
    const { v, p, at, analytics, marketing, owed } = JSON.parse(
      storage?.getItem(CONSENT_STORAGE_KEY) ?? '0',
    );
    // NaN fails both comparisons, so only a real time within the window passes.
    return v === 2 &&
      p === CONSENT_POLICY_VERSION &&
      typeof analytics === 'boolean' &&
      typeof marketing === 'boolean' &&
      typeof at === 'number' &&
      at <= now &&
      now - at <= CONSENT_MAX_AGE_MS
      ? // `owed` names purposes; deleteStorageOf ignores anything else in it.
        { v, p, at, analytics, marketing, owed: Array.isArray(owed) ? owed : undefined }
      : null;
  } catch {
    return null;
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

/**
 * The data layer event that says which purposes are granted, after Consent Mode's update: what a
 * container's triggers read to fire a tag the moment its purpose is granted (README.md "Tag
 * Manager").
 */
export const CONSENT_EVENT = 'consent_update';

/** Tells Consent Mode a choice, then the container which purposes it grants. */
function tellConsent(choice: ConsentChoice): void {
  const state = consentModeState(choice);
  gtag('consent', 'update', state);
  gtag('set', 'ads_data_redaction', state.ad_storage === 'denied');
  dataLayer().push({
    event: CONSENT_EVENT,
    consent_analytics: state.analytics_storage,
    consent_marketing: state.ad_storage,
  });
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
  /**
   * Records a choice: in force at once (`current()`), then kept, told to Consent Mode and then to
   * the listeners, in that order, once the small module that does so has loaded (src/choice.ts,
   * out of every page's initial script). Ignored under a signal.
   */
  choose(choice: ConsentChoice): Promise<void>;
  /** Calls `listener` after each choice; returns the unsubscribe function. */
  subscribe(listener: (choice: ConsentChoice) => void): () => void;
}

/** Options of {@link startConsent}. */
export interface ConsentOptions {
  /**
   * A Google Tag Manager container id, loaded once analytics or marketing is granted; its form is
   * checked at build (`defineServerEntry`), and the loader URL-encodes it.
   */
  tagManagerId?: string;
  /** Where the choice is kept. @default localStorage */
  storage?: StorageLike | null;
  /** Whether privacy signals allow tracking at all. @default isTrackingAllowed */
  signalsAllow?: () => boolean;
  /** The clock. @default Date.now */
  now?: () => number;
  /**
   * Reloads the page once a withdrawal has deleted the cookies, so no tag stays loaded.
   * @default location.reload
   */
  reload?: () => void;
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
  reload = () => globalThis.location?.reload(),
}: ConsentOptions = {}): Consent {
  const listeners = new Set<(choice: ConsentChoice) => void>();
  // isTrackingAllowed never throws; an injected check that does counts as a refusal.
  let refused = true;
  try {
    refused = !signalsAllow();
  } catch {}
  const stored = readConsent(storage, now());
  let choice: ConsentChoice | null = refused ? REJECTED : stored;
  let tagManagerLoaded = false;
  // Deletions a page owes: a withdrawal whose module could not load to delete (`owed`), or a grant
  // that a privacy signal turned on since then now refuses. The choice is kept without them once
  // done, so each is done once.
  const owed = [...(stored?.owed ?? []), ...withdrawnPurposes(stored, choice ?? REJECTED)];
  if (owed.length > 0) {
    void import('./choice.js')
      .then(({ deleteStorageOf }) => {
        deleteStorageOf(owed);
        // Kept with its own date: settling what it owed does not make the choice newer.
        writeConsent(choice ?? REJECTED, storage, stored?.at);
      })
      .catch(() => {
        // Still owed: the next page tries again.
      });
  }

  gtag('consent', 'default', {
    ...consentModeState(null),
    wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
  });
  // Ad clicks' identifiers are redacted while ad storage is denied.
  gtag('set', 'ads_data_redaction', true);
  const grantsAny = (c: ConsentChoice | null) => c !== null && (c.analytics || c.marketing);
  // The container id when the tag manager is due now (configured, well-formed, granted, not yet
  // loaded), marking it loaded; otherwise undefined.
  const tagManagerDue = (): string | undefined => {
    if (tagManagerLoaded || !grantsAny(choice) || !tagManagerId) return undefined;
    tagManagerLoaded = true;
    return tagManagerId;
  };
  if (!refused && choice !== null && grantsAny(choice)) tellConsent(choice);
  const dueAtLoad = tagManagerDue();
  if (dueAtLoad) void import('./choice.js').then((m) => m.loadTagManager(dueAtLoad));

  return {
    current: () => (choice === null ? null : { ...choice }),
    refusedBySignal: () => refused,
    async choose(next) {
      if (refused) return;
      const chosen = { analytics: next.analytics === true, marketing: next.marketing === true };
      const withdrawn = withdrawnPurposes(choice, chosen);
      choice = chosen;
      // Kept and told at once, with the deletions it owes, before anything that can fail.
      writeConsent(chosen, storage, now(), withdrawn);
      tellConsent(chosen);
      const module = await import('./choice.js').catch(() => null);
      // A purpose granted before and refused now: its cookies go, and a loaded container with
      // them, by a reload (its tags cannot be unloaded). Without the module, the next page
      // deletes them (`owed`).
      if (withdrawn.length > 0) {
        if (module) {
          module.deleteStorageOf(withdrawn);
          writeConsent(chosen, storage, now());
        }
        if (tagManagerLoaded) {
          reload();
          return;
        }
      }
      const due = module && tagManagerDue();
      if (due) module.loadTagManager(due);
      for (const listener of listeners) {
        try {
          listener({ ...chosen });
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
