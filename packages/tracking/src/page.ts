import { createTracker, isTrackingAllowed, type Tracker } from './analytics.js';
import type { Consent } from './consent.js';
import { installRegistrationForms } from './forms.js';
import { installRegistrationLinks } from './links.js';
import { captureTracking, hasCapturedFields } from './record.js';
import { forgetTracking, loadTracking, saveTracking } from './storage.js';

export interface PageTrackingOptions {
  /** The app host; registration is `{appUrl}/register`. */
  appUrl: string;
  /** The element whose appearance records the page view (docs/PRODUCT.md §7.7: "when the hero appears"). */
  heroSelector?: string;
  /** The visitor's consent ({@link startConsent}); without it nothing is stored or sent. */
  consent?: Consent;
}

/**
 * Everything a landing page does for tracking on load (docs/PRODUCT.md §7.7, §7.8 and §7.9):
 * capture the UTM fields and referrer, enhance the registration links, tracked buttons and
 * registration forms, and record the page view once, when the hero is first on screen. Call once
 * from the page's entry script; never at import time.
 *
 * What waits for analytics consent (docs/ARCHITECTURE.md "Consent and analytics"): keeping the
 * campaign fields in session storage for later pages, and every analytics event. Before it, this
 * page's own fields still travel in the registration link the visitor taps, which is the service
 * they asked for. A grant later on the page stores them and sends the page view if the hero was
 * seen; withdrawing it forgets them.
 * @returns the tracker, for islands that send their own events
 */
export function startPageTracking({
  appUrl,
  heroSelector = '[data-page-view]',
  consent,
}: PageTrackingOptions): Tracker {
  const analytics = () => consent?.current()?.analytics === true;
  const captured = captureTracking({ url: window.location.href, referrer: document.referrer });
  const here = hasCapturedFields(captured) ? captured : null;
  if (analytics()) saveTracking(captured);
  // First touch: a record kept by an earlier page of the session wins over this page's fields.
  const tracking = () => loadTracking() ?? (here && { ...here });

  const tracker = createTracker({ privacy: () => analytics() && isTrackingAllowed() });
  installRegistrationLinks({ appUrl, tracker, loadTracking: tracking });
  installRegistrationForms({ appUrl, tracker, loadTracking: tracking });

  let heroSeen = false;
  consent?.subscribe((choice) => {
    if (!choice.analytics) {
      forgetTracking();
      return;
    }
    saveTracking(captured);
    if (heroSeen) tracker.pageView();
  });
  const seen = () => {
    heroSeen = true;
    tracker.pageView();
  };
  const hero = document.querySelector(heroSelector);
  if (!hero || typeof IntersectionObserver !== 'function') {
    seen();
    return tracker;
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      seen();
    }
  });
  observer.observe(hero);
  return tracker;
}
