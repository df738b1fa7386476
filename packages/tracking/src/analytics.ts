import { ANALYTICS_EVENT_NAMES, type AnalyticsEventName } from '@landing/content/vocabulary';

/** Extra fields sent with an event (payloads are not specified; keep them flat and small). */
export type AnalyticsData = Record<string, string | number | boolean | null | undefined>;

/** What a sink receives: the event name plus its data. */
export type AnalyticsPayload = AnalyticsData & { event: AnalyticsEventName };

/** Receives every event that may leave the page. */
export type AnalyticsSink = (payload: AnalyticsPayload) => void;

/** The privacy signals {@link isTrackingAllowed} reads. */
export interface PrivacySignals {
  /** Global Privacy Control. */
  globalPrivacyControl?: unknown;
  /** Do Not Track (`'1'` when on; old Firefox said `'yes'`). */
  doNotTrack?: unknown;
}

const EVENT_SET = new Set<string>(ANALYTICS_EVENT_NAMES);

/** Whether a string is a known event name, `ANALYTICS_EVENT_NAMES` (for names read from the DOM). */
export function isAnalyticsEvent(name: unknown): name is AnalyticsEventName {
  return typeof name === 'string' && EVENT_SET.has(name);
}

function signalsOn(signals: PrivacySignals | null | undefined): boolean {
  if (signals === null || typeof signals !== 'object') return false;
  return (
    signals.globalPrivacyControl === true ||
    signals.doNotTrack === '1' ||
    signals.doNotTrack === 'yes'
  );
}

/**
 * False when the visitor asked not to be tracked: Global Privacy Control on, or Do Not Track on
 * (on `navigator`, or on `window` as older Safari and IE put it). Never throws; unreadable signals
 * count as not set.
 * @param nav @default globalThis.navigator
 * @param win @default globalThis
 */
export function isTrackingAllowed(
  nav?: PrivacySignals | null,
  win?: PrivacySignals | null,
): boolean {
  try {
    const g = globalThis as PrivacySignals & { navigator?: PrivacySignals };
    return (
      !signalsOn(nav === undefined ? g.navigator : nav) && !signalsOn(win === undefined ? g : win)
    );
  } catch {
    return true;
  }
}

/** Options of {@link createTracker}. */
export interface TrackerOptions {
  /** Where events go. @default push `{ event, ...data }` onto `window.dataLayer`, created if missing */
  sink?: AnalyticsSink;
  /** Asked before every event; `false` drops it. @default () => isTrackingAllowed() */
  privacy?: () => boolean;
}

/** Sends analytics events. */
export interface Tracker {
  /** Sends a button's event (docs/PRODUCT.md §7); dropped when privacy signals are on. Never throws. */
  track(event: AnalyticsEventName, data?: AnalyticsData): void;
  /**
   * Records the page view once per page load, however often it is called and by however many
   * trackers (React StrictMode runs effects twice).
   * @param path @default location.pathname
   */
  pageView(path?: string): void;
}

const PAGE_VIEW_SENT = Symbol.for('@landing/tracking/page-view-sent');

const dataLayerSink: AnalyticsSink = (payload) => {
  const g = globalThis as { window?: unknown; dataLayer?: { push?: unknown } };
  // Nothing to report to during prerender in Node.
  if (g.window === undefined) return;
  const layer = g.dataLayer;
  if (layer && typeof layer.push === 'function') layer.push(payload);
  else g.dataLayer = [payload];
};

/**
 * Creates a tracker. Events go to the sink unless a privacy signal is on (docs/ARCHITECTURE.md "Tracking");
 * unknown names are dropped; a throwing sink or privacy check never reaches the caller.
 */
export function createTracker({ sink = dataLayerSink, privacy }: TrackerOptions = {}): Tracker {
  let viewed = false;
  const allowed = (): boolean => {
    try {
      return privacy ? privacy() === true : isTrackingAllowed();
    } catch {
      return false;
    }
  };
  const send = (event: AnalyticsEventName, data?: AnalyticsData): void => {
    try {
      const { event: _ignored, ...rest } = data ?? {};
      sink({ event, ...rest });
    } catch {
      // Analytics must never break a click or a render.
    }
  };
  return {
    track(event, data) {
      if (isAnalyticsEvent(event) && allowed()) send(event, data);
    },
    pageView(path) {
      const g = globalThis as { [PAGE_VIEW_SENT]?: boolean; location?: { pathname?: unknown } };
      if (viewed || g[PAGE_VIEW_SENT] === true || !allowed()) return;
      viewed = true;
      g[PAGE_VIEW_SENT] = true;
      let pagePath = path;
      if (pagePath === undefined) {
        try {
          const current = g.location?.pathname;
          if (typeof current === 'string') pagePath = current;
        } catch {
          // No location (Node): send the view without a path.
        }
      }
      send('page_view', pagePath === undefined ? undefined : { page_path: pagePath });
    },
  };
}
