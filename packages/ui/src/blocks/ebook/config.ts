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
  /** Where "Read more reviews" goes. */
  reviewsUrl: string;
  /** The review screenshots, as image proxy paths (`year/month/file`). */
  reviewShotPaths: readonly string[];
}
