/**
 * Glyphs the islands draw, in a module of their own: an island imports these with `Glyph` and
 * leaves the rest of the set (`ICON_PATHS` in icons.ts, which reuses these) out of its bundle.
 */

/** Path data of `check`. */
export const CHECK_PATH = 'M4 12.5l5 5L20 6.5';

/** Path data of `mic`. */
export const MIC_PATH =
  'M9 5a3 3 0 0 1 6 0v6a3 3 0 0 1-6 0zM5 10.5a7 7 0 0 0 14 0M12 17.5V21M8.5 21h7';

/** Path data of `externalLink`. */
export const EXTERNAL_LINK_PATH =
  'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5';
