import { FEATURE_ART } from './features.js';
import { REVIEW_ART } from './reviews.js';

/**
 * The illustrations the stub draws, by image proxy path (`year/month/file`, docs/PRODUCT.md §7.4):
 * the ebook landing's four feature sections and twelve review screenshots. Any other path gets
 * the neutral placeholder (`placeholderIllustrationSvg` in ../markup.ts).
 */
export const STUB_ILLUSTRATIONS: Readonly<Record<string, string>> = {
  ...FEATURE_ART,
  ...REVIEW_ART,
};
