import {
  type CaptureInput,
  captureTracking,
  hasCapturedFields,
  type TrackingRecord,
  toTrackingRecord,
} from './record.js';

/** Session storage key the tracking record lives under (docs/PRODUCT.md §7.9). */
export const TRACKING_STORAGE_KEY = 'landing_tracking';

/** The part of the Web Storage API the tracking record needs. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  /** Present on real storage; a store without it cannot forget a record. */
  removeItem?(key: string): void;
}

/**
 * Where the record is kept: a storage object, `undefined` for the page's session storage (resolved
 * on each call, never at import), or `null` for the in-memory store only.
 */
export type StorageOption = StorageLike | null | undefined;

// Stored JSON is at most seven capped fields; anything much larger is not ours.
const MAX_STORED_LENGTH = 4096;

// Fallback when storage is missing or throws (Safari private mode, quota, disabled storage):
// keyed by the storage object so two storages never share a record; `pageMemory` stands in for
// a page whose session storage cannot even be reached.
const memory = new WeakMap<object, TrackingRecord>();
let pageMemory: TrackingRecord | null = null;

function resolveStorage(storage: StorageOption): StorageLike | null {
  if (storage !== undefined) return storage;
  try {
    // Reading the property throws in some sandboxed iframes and with storage disabled.
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function remembered(storage: StorageLike | null): TrackingRecord | null {
  return (storage === null ? pageMemory : memory.get(storage)) ?? null;
}

function remember(storage: StorageLike | null, record: TrackingRecord): void {
  if (storage === null) pageMemory = record;
  else memory.set(storage, record);
}

function readStored(storage: StorageLike): TrackingRecord | null {
  try {
    const raw = storage.getItem(TRACKING_STORAGE_KEY);
    if (typeof raw !== 'string' || raw.length > MAX_STORED_LENGTH) return null;
    return toTrackingRecord(JSON.parse(raw));
  } catch {
    return null;
  }
}

function read(storage: StorageLike | null): TrackingRecord | null {
  const stored = storage === null ? null : readStored(storage);
  const record = stored ?? remembered(storage);
  return record !== null && hasCapturedFields(record) ? { ...record } : null;
}

/**
 * Returns this session's tracking record, validated (junk, foreign JSON or an oversized value read as
 * `null`), or `null` when there is none. Never throws; falls back to the in-memory store.
 * @param storage where to read; @default the page's `sessionStorage`
 */
export function loadTracking(storage?: StorageOption): TrackingRecord | null {
  return read(resolveStorage(storage));
}

/**
 * Saves a record as JSON under {@link TRACKING_STORAGE_KEY}, only when it holds a field besides
 * `landing_page`, and only if the session has no record yet: first touch wins (docs/PRODUCT.md §7.9,
 * docs/ARCHITECTURE.md "Tracking"). When storage is missing or throws, the record is kept in memory instead.
 * Never throws.
 * @param storage where to write; @default the page's `sessionStorage`
 * @returns the session's record after the call (the earlier one or the one just saved), or `null`
 */
export function saveTracking(
  record: TrackingRecord,
  storage?: StorageOption,
): TrackingRecord | null {
  const target = resolveStorage(storage);
  const existing = read(target);
  if (existing !== null) return existing;
  let clean: TrackingRecord | null;
  try {
    clean = toTrackingRecord(record);
  } catch {
    return null;
  }
  if (clean === null || !hasCapturedFields(clean)) return null;
  try {
    if (target === null) throw new Error('no storage');
    target.setItem(TRACKING_STORAGE_KEY, JSON.stringify(clean));
  } catch {
    remember(target, clean);
  }
  return { ...clean };
}

/** Input of {@link initTracking}. */
export interface InitTrackingInput extends CaptureInput {
  /** Where the record is kept. @default the page's `sessionStorage` */
  storage?: StorageOption;
}

/**
 * Page-load convenience: captures the record from the URL and referrer and saves it (first touch).
 * @returns the session's stored record, or `null` when neither this visit nor an earlier page of the
 * session brought any campaign field or external referrer
 */
export function initTracking({ url, referrer, storage }: InitTrackingInput): TrackingRecord | null {
  return saveTracking(captureTracking({ url, referrer }), storage);
}

/**
 * Forgets the session's record (the visitor withdrew analytics consent): removes it from storage
 * and from the in-memory fallback. Never throws.
 * @param storage where it was kept; @default the page's `sessionStorage`
 */
export function forgetTracking(storage?: StorageOption): void {
  const target = resolveStorage(storage);
  if (target === null) pageMemory = null;
  else memory.delete(target);
  try {
    target?.removeItem?.(TRACKING_STORAGE_KEY);
  } catch {
    // Storage that throws holds nothing of ours.
  }
}
