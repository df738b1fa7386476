import { cleanValue } from './clean.js';

/** The five tracked UTM parameters (docs/PRODUCT.md §7.10). */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** One of the five UTM parameter names. */
export type UtmKey = (typeof UTM_KEYS)[number];

/**
 * Every field of the tracking record, in the order they are written to the registration URL. This is
 * the allowlist: nothing else from a record ever reaches storage or a URL.
 */
export const TRACKING_FIELDS = [...UTM_KEYS, 'referrer', 'landing_page'] as const;

/** A field of the tracking record. */
export type TrackingField = (typeof TRACKING_FIELDS)[number];

/**
 * The tracking record of docs/PRODUCT.md §3.7: the UTM fields present on arrival, the referring host
 * (only when it differs from the site's host) and the landing page path.
 */
export type TrackingRecord = Partial<Record<UtmKey, string>> & {
  /** Host name of the referring page, never its full URL. */
  referrer?: string;
  /** Path (pathname only, no query or hash) of the page the visitor landed on. */
  landing_page: string;
};

/** Input of {@link captureTracking}. */
export interface CaptureInput {
  /** The current page's absolute URL, e.g. `location.href`. */
  url: string | URL;
  /** The referring page's URL, e.g. `document.referrer`; empty or `null` when there is none. */
  referrer?: string | null;
}

const FALLBACK: TrackingRecord = { landing_page: '/' };

function hostOf(url: URL): string {
  // `example.com.` and `example.com` are the same host.
  return url.hostname.toLowerCase().replace(/\.$/, '');
}

function referrerHost(referrer: unknown, currentHost: string): string | undefined {
  if (typeof referrer !== 'string' || referrer === '') return undefined;
  try {
    const host = hostOf(new URL(referrer));
    // docs/PRODUCT.md §3.7: only the host name, and only when the visitor came from another host.
    return host !== '' && host !== currentHost ? cleanValue(host) : undefined;
  } catch {
    return undefined;
  }
}

function landingPage(path: unknown): string {
  const clean = cleanValue(path);
  return clean?.startsWith('/') ? clean : '/';
}

/**
 * Reads the tracking record of docs/PRODUCT.md §3.7 from the current URL and referrer. Pure: it reads no
 * globals. Values are cleaned ({@link cleanValue}) and empty ones dropped. Never throws: a URL that
 * does not parse as an absolute URL gives `{ landing_page: '/' }`.
 */
export function captureTracking(input: CaptureInput): TrackingRecord {
  try {
    const url = new URL(input.url);
    const record: TrackingRecord = { landing_page: landingPage(url.pathname) };
    for (const key of UTM_KEYS) {
      const value = cleanValue(url.searchParams.get(key));
      if (value !== undefined) record[key] = value;
    }
    const referrer = referrerHost(input.referrer, hostOf(url));
    if (referrer !== undefined) record.referrer = referrer;
    return record;
  } catch {
    return { ...FALLBACK };
  }
}

/** Whether a record carries anything worth keeping: a field besides `landing_page` (docs/PRODUCT.md §7.9). */
export function hasCapturedFields(record: TrackingRecord): boolean {
  return TRACKING_FIELDS.some((key) => key !== 'landing_page' && record[key] !== undefined);
}

/**
 * Validates an untrusted value (parsed storage, a caller's object) as a tracking record: a plain
 * object whose allowlisted fields are strings and whose `landing_page` is a path. Fields are cleaned
 * again and unknown keys dropped. Returns `null` for anything else.
 */
export function toTrackingRecord(value: unknown): TrackingRecord | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const source = value as Record<string, unknown>;
  const page = source.landing_page;
  if (typeof page !== 'string' || !page.startsWith('/')) return null;
  const record: TrackingRecord = { landing_page: landingPage(page) };
  for (const key of TRACKING_FIELDS) {
    if (key === 'landing_page' || source[key] === undefined) continue;
    if (typeof source[key] !== 'string') return null;
    const clean = cleanValue(source[key]);
    if (clean !== undefined) record[key] = clean;
  }
  return record;
}
