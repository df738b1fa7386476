/**
 * The configuration values the ebook blocks use, all passed as props: a block reads no global
 * configuration. Each block takes the `Pick` of this it needs; the site fills it from its config.
 */
export interface EbookConfig {
  /** The app host; registration is `{appUrl}/register?…` (docs/PRODUCT.md §7.8). */
  appUrl: string;
  /** The image proxy base; an image is `{imageBaseUrl}/{year}/{month}/{file}` (docs/PRODUCT.md §7.4). */
  imageBaseUrl: string;
  /** The autoplaying embed address of the demo video in the page's language. */
  demoVideoSrc: string;
  /** Where "Read more reviews" goes: an absolute URL (a Spanish page adds `lang=es`). */
  reviewsUrl: string;
  /**
   * The two review sites' display names: a testimonial's or a screenshot's `source` (0 or 1)
   * picks its name (docs/PRODUCT.md §3.4).
   */
  reviewSites: readonly [string, string];
  /** The review screenshots, as image proxy paths (`year/month/file`). */
  reviewShotPaths: readonly string[];
}
