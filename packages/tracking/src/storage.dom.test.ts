// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTracking, loadTracking, saveTracking, TRACKING_STORAGE_KEY } from './storage.js';

const record = { utm_source: 'newsletter', landing_page: '/' };

let original: PropertyDescriptor | undefined;
beforeAll(() => {
  original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
});
afterEach(() => {
  if (original) Object.defineProperty(window, 'sessionStorage', original);
  window.sessionStorage.clear();
});

describe('with the page session storage', () => {
  it('reads and writes window.sessionStorage by default', () => {
    expect(saveTracking(record)).toEqual(record);
    expect(JSON.parse(window.sessionStorage.getItem(TRACKING_STORAGE_KEY) ?? 'null')).toEqual(
      record,
    );
    expect(loadTracking()).toEqual(record);
  });

  it('treats garbage in session storage as no record', () => {
    window.sessionStorage.setItem(TRACKING_STORAGE_KEY, '<<<garbage>>>');
    expect(loadTracking()).toBeNull();
  });

  it('resolves session storage on each call, not at import', () => {
    const first = new Map<string, string>();
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get: () => ({
        getItem: (key: string) => first.get(key) ?? null,
        setItem: (key: string, value: string) => first.set(key, value),
      }),
    });
    initTracking({ url: 'https://books.example/?utm_source=ads', referrer: '' });
    expect(first.get(TRACKING_STORAGE_KEY)).toContain('"utm_source":"ads"');
  });
});

describe('given a sessionStorage getter that throws (storage disabled, sandboxed frame)', () => {
  it('never throws and falls back to memory', () => {
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(() => window.sessionStorage).toThrow();
    expect(loadTracking()).toBeNull();
    expect(saveTracking(record)).toEqual(record);
    expect(loadTracking()).toEqual(record);
  });
});
