import { createTracker, type Tracker } from './analytics.js';
import { installRegistrationForms } from './forms.js';
import { installRegistrationLinks } from './links.js';
import { initTracking } from './storage.js';

export interface PageTrackingOptions {
  /** The app host; registration is `{appUrl}/register`. */
  appUrl: string;
  /** The element whose appearance records the page view (docs/PRODUCT.md §7.7: "when the hero appears"). */
  heroSelector?: string;
}

/**
 * Everything a landing page does for tracking on load (docs/PRODUCT.md §7.7, §7.8 and §7.9): capture the UTM fields and
 * referrer into session storage (first touch), enhance the registration links, tracked buttons and
 * registration forms,
 * and record the page view once, when the hero is first on screen. Call once from the page's entry
 * script; never at import time.
 * @returns the tracker, for islands that send their own events
 */
export function startPageTracking({
  appUrl,
  heroSelector = '[data-page-view]',
}: PageTrackingOptions): Tracker {
  initTracking({ url: window.location.href, referrer: document.referrer });
  const tracker = createTracker();
  installRegistrationLinks({ appUrl, tracker });
  installRegistrationForms({ appUrl, tracker });
  const hero = document.querySelector(heroSelector);
  if (!hero || typeof IntersectionObserver !== 'function') {
    tracker.pageView();
    return tracker;
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      tracker.pageView();
    }
  });
  observer.observe(hero);
  return tracker;
}
