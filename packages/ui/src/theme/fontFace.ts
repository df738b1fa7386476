/**
 * The one text face of both sites: self-hosted Inter (variable weight, Latin subset, which covers
 * English and Spanish: á é í ó ú ñ ü ¿ ¡ live in U+0000-00FF). Plain data with no import, so the
 * build script that writes `dist/styles.css` (scripts/bundle-css.mjs) reads the same decision.
 *
 * `font-display: optional`: the head preloads the file, so a visit either starts in Inter or keeps
 * the fallback stack for the whole page; a late font never re-wraps text that is already laid out
 * (no layout shift, `docs/PRODUCT.md §9`). `swap` would re-wrap the hero when the font arrives.
 */
export const TEXT_FACE = {
  family: 'Inter Variable',
  file: 'inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  unicodeRange:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
} as const;

/** What text shows in until (or instead of) the face: the platform's own UI fonts. */
export const TEXT_FALLBACK = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The `font-family` value of body and heading text: the face, then the fallback stack. */
export const TEXT_FONT_STACK = `'${TEXT_FACE.family}', ${TEXT_FALLBACK}` as const;

/**
 * The `@font-face` rule of the text face.
 *
 * @param fontDir Where the font file is served from, relative to the stylesheet, e.g. `./fonts`.
 */
export function textFontFaceRule(fontDir: string): string {
  const { family, file, weight, display, unicodeRange } = TEXT_FACE;
  return `@font-face{font-family:'${family}';font-style:normal;font-display:${display};font-weight:${weight};src:url(${fontDir}/${file}) format('woff2-variations');unicode-range:${unicodeRange}}`;
}
