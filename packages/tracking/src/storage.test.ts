import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackingRecord } from './record.js';
import {
  initTracking,
  loadTracking,
  type StorageLike,
  saveTracking,
  TRACKING_STORAGE_KEY,
} from './storage.js';

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

const throwingStorage = (): StorageLike => ({
  getItem: vi.fn(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }),
  setItem: vi.fn(() => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  }),
});

const google: TrackingRecord = { utm_source: 'google', utm_medium: 'cpc', landing_page: '/es/' };

describe('saveTracking and loadTracking', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('writes the record as JSON under the tracking key', () => {
    expect(saveTracking(google, storage)).toEqual(google);
    expect(JSON.parse(storage.items.get(TRACKING_STORAGE_KEY) ?? 'null')).toEqual(google);
    expect(loadTracking(storage)).toEqual(google);
  });

  it('writes nothing when only the landing page was captured', () => {
    expect(saveTracking({ landing_page: '/' }, storage)).toBeNull();
    expect(storage.items.size).toBe(0);
    expect(loadTracking(storage)).toBeNull();
  });

  it('saves a record that has only an external referrer', () => {
    const record = { referrer: 'news.example', landing_page: '/' };
    expect(saveTracking(record, storage)).toEqual(record);
    expect(loadTracking(storage)).toEqual(record);
  });

  it('keeps the first touch of the session: a later record does not overwrite it', () => {
    saveTracking(google, storage);
    const later = { utm_source: 'newsletter', landing_page: '/tools' };
    expect(saveTracking(later, storage)).toEqual(google);
    expect(loadTracking(storage)).toEqual(google);
  });

  it('cleans what it writes and drops keys outside the allowlist', () => {
    const dirty = { utm_source: ' google\u0000 ', landing_page: '/', evil: '<script>' };
    saveTracking(dirty as TrackingRecord, storage);
    expect(storage.items.get(TRACKING_STORAGE_KEY)).toBe(
      '{"landing_page":"/","utm_source":"google"}',
    );
  });

  it('does not save a record that is not one', () => {
    for (const junk of [null, 'x', { utm_source: 'a' }, { utm_source: 1, landing_page: '/' }]) {
      expect(saveTracking(junk as unknown as TrackingRecord, storage)).toBeNull();
    }
    expect(storage.items.size).toBe(0);
  });

  it('returns null and lets a new record replace garbage in storage', () => {
    for (const garbage of [
      '{not json',
      'null',
      '[]',
      '"text"',
      '{"utm_source":"a"}',
      '{"landing_page":"/","utm_source":{"x":1}}',
      '{"landing_page":"/"}',
      `{"landing_page":"/","utm_source":"${'a'.repeat(5000)}"}`,
    ]) {
      storage.items.set(TRACKING_STORAGE_KEY, garbage);
      expect(loadTracking(storage)).toBeNull();
    }
    saveTracking(google, storage);
    expect(loadTracking(storage)).toEqual(google);
  });

  it('cleans values read back from storage that another script tampered with', () => {
    storage.items.set(
      TRACKING_STORAGE_KEY,
      JSON.stringify({ utm_source: '  x\u202e ', landing_page: '/', other: 'y' }),
    );
    expect(loadTracking(storage)).toEqual({ utm_source: 'x', landing_page: '/' });
  });

  it('returns copies, so callers cannot change the stored record', () => {
    saveTracking(google, storage);
    const loaded = loadTracking(storage);
    if (loaded) loaded.utm_source = 'changed';
    expect(loadTracking(storage)?.utm_source).toBe('google');
  });
});

describe('given storage that throws on every method', () => {
  it('never throws and keeps the record in memory for that storage', () => {
    const storage = throwingStorage();
    expect(loadTracking(storage)).toBeNull();
    expect(saveTracking(google, storage)).toEqual(google);
    expect(storage.setItem).toHaveBeenCalled();
    expect(loadTracking(storage)).toEqual(google);
    expect(saveTracking({ utm_source: 'later', landing_page: '/' }, storage)).toEqual(google);
  });

  it('does not share one storage fallback with another storage', () => {
    const first = throwingStorage();
    saveTracking(google, first);
    expect(loadTracking(throwingStorage())).toBeNull();
  });
});

describe('given storage whose writes fail but reads work (quota exceeded)', () => {
  it('reads the record back from memory', () => {
    const storage: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    saveTracking(google, storage);
    expect(loadTracking(storage)).toEqual(google);
  });
});

describe('given no session storage in this environment', () => {
  it('uses the page memory when called without a storage (Node has no sessionStorage)', async () => {
    vi.resetModules();
    const fresh = await import('./storage.js');
    expect(fresh.loadTracking()).toBeNull();
    expect(fresh.saveTracking(google)).toEqual(google);
    expect(fresh.loadTracking()).toEqual(google);
    expect(fresh.loadTracking(null)).toEqual(google);
  });
});

describe('initTracking', () => {
  it('captures and saves, returning the first-touch record', () => {
    const storage = new MemoryStorage();
    const first = initTracking({
      url: 'https://books.example/es/?utm_source=google&utm_campaign=otono',
      referrer: 'https://www.google.com/',
      storage,
    });
    expect(first).toEqual({
      utm_source: 'google',
      utm_campaign: 'otono',
      referrer: 'www.google.com',
      landing_page: '/es/',
    });
    const second = initTracking({
      url: 'https://books.example/tools?utm_source=bing',
      referrer: 'https://books.example/es/',
      storage,
    });
    expect(second).toEqual(first);
  });

  it('returns null for a direct visit with nothing to keep', () => {
    const storage = new MemoryStorage();
    expect(initTracking({ url: 'https://books.example/', referrer: '', storage })).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('never throws for a bad URL', () => {
    expect(initTracking({ url: '::', referrer: null, storage: throwingStorage() })).toBeNull();
  });
});
