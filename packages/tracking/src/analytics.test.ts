import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AnalyticsPayload,
  createTracker,
  isAnalyticsEvent,
  isTrackingAllowed,
} from './analytics.js';

const PAGE_VIEW_SENT = Symbol.for('@landing/tracking/page-view-sent');
const forgetPageView = () => Reflect.deleteProperty(globalThis, PAGE_VIEW_SENT);

beforeEach(forgetPageView);
afterEach(forgetPageView);

const recording = () => {
  const events: AnalyticsPayload[] = [];
  const tracker = createTracker({ sink: (p) => events.push(p), privacy: () => true });
  return { events, tracker };
};

describe('isAnalyticsEvent', () => {
  it('recognises known names only', () => {
    expect(isAnalyticsEvent('hero_start_trial')).toBe(true);
    expect(isAnalyticsEvent('hero_start_trial ')).toBe(false);
    expect(isAnalyticsEvent('constructor')).toBe(false);
    expect(isAnalyticsEvent(undefined)).toBe(false);
  });
});

describe('track', () => {
  it('sends the event name with its data', () => {
    const { events, tracker } = recording();
    tracker.track('hero_start_trial');
    tracker.track('cover_use_template', { template_id: 3 });
    expect(events).toEqual([
      { event: 'hero_start_trial' },
      { event: 'cover_use_template', template_id: 3 },
    ]);
  });

  it('does not let data replace the event name', () => {
    const { events, tracker } = recording();
    tracker.track('cta_view_demo', { event: 'something_else', section: 'final' });
    expect(events).toEqual([{ event: 'cta_view_demo', section: 'final' }]);
  });

  it('drops unknown event names coming from untyped code', () => {
    const { events, tracker } = recording();
    tracker.track('not_an_event' as never);
    expect(events).toEqual([]);
  });

  it('sends nothing when the privacy check says no, and asks on every event', () => {
    const events: AnalyticsPayload[] = [];
    let allowed = false;
    const tracker = createTracker({ sink: (p) => events.push(p), privacy: () => allowed });
    tracker.track('hero_start_trial');
    tracker.pageView('/');
    expect(events).toEqual([]);
    allowed = true;
    tracker.track('hero_start_trial');
    expect(events).toEqual([{ event: 'hero_start_trial' }]);
  });

  it('never throws when the sink or the privacy check throws', () => {
    const throwingSink = createTracker({
      sink: () => {
        throw new Error('tag manager exploded');
      },
      privacy: () => true,
    });
    expect(() => throwingSink.track('hero_start_trial')).not.toThrow();
    expect(() => throwingSink.pageView('/')).not.toThrow();
    const events: AnalyticsPayload[] = [];
    const throwingPrivacy = createTracker({
      sink: (p) => events.push(p),
      privacy: () => {
        throw new Error('no');
      },
    });
    expect(() => throwingPrivacy.track('hero_start_trial')).not.toThrow();
    expect(events).toEqual([]);
  });

  it('does nothing with the default sink in Node, where there is no window (prerender)', () => {
    const tracker = createTracker({ privacy: () => true });
    tracker.track('hero_start_trial');
    expect('dataLayer' in globalThis).toBe(false);
  });
});

describe('pageView', () => {
  it('sends one page view with its path', () => {
    const { events, tracker } = recording();
    tracker.pageView('/es/');
    expect(events).toEqual([{ event: 'page_view', page_path: '/es/' }]);
  });

  it('sends once when called twice, as under React StrictMode', () => {
    const { events, tracker } = recording();
    tracker.pageView('/');
    tracker.pageView('/');
    expect(events).toHaveLength(1);
  });

  it('sends once per page even from two trackers', () => {
    const a = recording();
    const b = recording();
    a.tracker.pageView('/');
    b.tracker.pageView('/');
    expect(a.events.length + b.events.length).toBe(1);
  });

  it('sends without a path when there is no location (Node)', () => {
    const { events, tracker } = recording();
    tracker.pageView();
    expect(events).toEqual([{ event: 'page_view' }]);
  });
});

describe('isTrackingAllowed', () => {
  it('is true without privacy signals', () => {
    expect(isTrackingAllowed({}, {})).toBe(true);
    expect(isTrackingAllowed({ globalPrivacyControl: false, doNotTrack: '0' }, {})).toBe(true);
    expect(isTrackingAllowed({ doNotTrack: 'unspecified' }, null)).toBe(true);
  });

  it('is false with Global Privacy Control on', () => {
    expect(isTrackingAllowed({ globalPrivacyControl: true }, {})).toBe(false);
  });

  it("is false with Do Not Track on the navigator or the window (older Safari's place)", () => {
    expect(isTrackingAllowed({ doNotTrack: '1' }, {})).toBe(false);
    expect(isTrackingAllowed({ doNotTrack: 'yes' }, {})).toBe(false);
    expect(isTrackingAllowed({}, { doNotTrack: '1' })).toBe(false);
  });

  it('reads the global navigator and window by default', () => {
    expect(isTrackingAllowed()).toBe(true);
    const g = globalThis as { doNotTrack?: string };
    g.doNotTrack = '1';
    try {
      expect(isTrackingAllowed()).toBe(false);
    } finally {
      delete g.doNotTrack;
    }
  });

  it('counts unreadable signals as not set', () => {
    const hostile = {
      get globalPrivacyControl(): boolean {
        throw new Error('denied');
      },
    };
    expect(isTrackingAllowed(hostile, {})).toBe(true);
  });
});
