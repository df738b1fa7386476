/**
 * A call to action: a real link with its label, as copy and configuration describe it. Plain
 * data (JSON), so an island can receive it as props. The ui library renders it (`CtaLink`, the
 * header's button, `CtaBanner` actions) and derives its variants from it.
 */
export interface CallToAction {
  /** The visible label, e.g. "Start Free Trial". */
  label: string;
  /** Where it goes; registration links are `{appUrl}/register?source=homepage&action=…`. */
  href: string;
  /**
   * Analytics event the delegated tracking handler sends on click, as `data-track`: one of
   * `ANALYTICS_EVENT_NAMES` (`AnalyticsEventName`).
   */
  track?: string;
  /**
   * Open in a new tab (registration does, docs/PRODUCT.md §7).
   * @default false
   */
  opensInNewTab?: boolean;
  /** Screen-reader text read after the label when it opens a new tab, e.g. "(opens in a new tab)". */
  newTabLabel?: string;
}
