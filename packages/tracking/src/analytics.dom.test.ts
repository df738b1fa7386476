// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createTracker } from './analytics.js';

const PAGE_VIEW_SENT = Symbol.for('@landing/tracking/page-view-sent');
const w = window as unknown as { dataLayer?: unknown };

afterEach(() => {
  Reflect.deleteProperty(globalThis, PAGE_VIEW_SENT);
  delete w.dataLayer;
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
});

describe('the default sink', () => {
  it('creates window.dataLayer and pushes { event, ...data }', () => {
    createTracker().track('hero_start_trial', { locale: 'es' });
    expect(w.dataLayer).toEqual([{ event: 'hero_start_trial', locale: 'es' }]);
  });

  it('pushes onto a data layer a tag manager already set up', () => {
    const pushed: unknown[] = [];
    w.dataLayer = { push: (item: unknown) => pushed.push(item) };
    createTracker().track('cta_view_demo');
    expect(pushed).toEqual([{ event: 'cta_view_demo' }]);
  });

  it('sends the page view once with the current path', () => {
    window.history.replaceState(null, '', '/es/generador-de-ideas-para-ebooks');
    const tracker = createTracker();
    tracker.pageView();
    tracker.pageView();
    createTracker().pageView();
    expect(w.dataLayer).toEqual([
      { event: 'page_view', page_path: '/es/generador-de-ideas-para-ebooks' },
    ]);
  });

  it('sends nothing with Global Privacy Control on', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true });
    const tracker = createTracker();
    tracker.track('hero_start_trial');
    tracker.pageView();
    expect(w.dataLayer).toBeUndefined();
  });
});
