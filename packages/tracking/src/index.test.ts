import { afterEach, describe, expect, it, vi } from 'vitest';

const GLOBALS = ['window', 'document', 'sessionStorage', 'localStorage', 'location', 'open'];
const saved = new Map<string, PropertyDescriptor | undefined>();

afterEach(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else Reflect.deleteProperty(globalThis, name);
  }
  saved.clear();
});

describe('the package entry', () => {
  it('reads no browser global at import time (the prerender imports it in Node)', async () => {
    const touched: string[] = [];
    for (const name of GLOBALS) {
      saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          throw new Error(`${name} read at import`);
        },
      });
    }
    vi.resetModules();
    await expect(import('./index.js')).resolves.toBeDefined();
    expect(touched).toEqual([]);
  });

  it('exports the agreed API', async () => {
    const api = await import('./index.js');
    for (const name of [
      'UTM_KEYS',
      'TRACKING_STORAGE_KEY',
      'isAnalyticsEvent',
      'captureTracking',
      'saveTracking',
      'loadTracking',
      'initTracking',
      'buildRegistrationUrl',
      'buildPublishUrl',
      'buildCoverTemplateUrl',
      'createTracker',
      'isTrackingAllowed',
      'installRegistrationLinks',
    ]) {
      expect(api).toHaveProperty(name);
    }
    expect(api.TRACKING_STORAGE_KEY).toBe('landing_tracking');
  });

  it('keeps working with hostile globals: nothing throws, the record stays in memory', async () => {
    for (const name of ['sessionStorage', 'window', 'document']) {
      saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          throw new Error('denied');
        },
      });
    }
    vi.resetModules();
    const api = await import('./index.js');
    const record = api.initTracking({ url: 'https://b.example/?utm_source=x', referrer: '' });
    expect(record).toEqual({ utm_source: 'x', landing_page: '/' });
    expect(api.loadTracking()).toEqual(record);
    const tracker = api.createTracker();
    expect(() => tracker.track('hero_start_trial')).not.toThrow();
    expect(() => tracker.pageView()).not.toThrow();
    expect(api.installRegistrationLinks({ appUrl: 'https://app.example.com', tracker })).toBeTypeOf(
      'function',
    );
  });
});
