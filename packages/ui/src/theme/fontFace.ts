/**
 * The one text face of both sites: self-hosted Inter, in files of one family told apart by
 * `unicode-range` and weight, so a page downloads only what its text uses:
 *
 * - `core`: the characters of the sites' copy in English and Spanish (á é í ó ú ñ ü ¿ ¡, curly
 *   quotes, dashes), in one static file per weight the theme names (`tokens.fontWeight`), about
 *   12 KB each, which the head preloads (the files with `-core-` in their names,
 *   tooling/devkit/src/prerender.ts). They are cut from the variable Latin file and fixed at each
 *   weight by `scripts/subset-text-face.py`, which keeps every glyph and default layout feature,
 *   so text renders as in the whole file. Static, because Chromium lays out text in a variable
 *   font's other weights slowly: the author landing's first layout took 27 ms with the variable
 *   core and 12 ms with these, on the same machine (docs/ARCHITECTURE.md "Styling"). Each file
 *   answers the weights nearest its own (`weight`), so any weight finds exactly one core file.
 * - `rest`: the rest of fontsource's Latin subset, variable, loaded only by a page with one of
 *   those characters (a book title from the marketplace, say). A character outside both, such as
 *   an arrow or a Japanese example, shows in the fallback stack, as it always has.
 *
 * Plain data with no import, so the build script that writes `dist/styles.css`
 * (tooling/devkit/src/cli/library-css.ts) and the font script read the same decision.
 *
 * `font-display: optional`: the head preloads the core, so a visit either starts in Inter or keeps
 * the fallback stack for the whole page; a late font never re-wraps text that is already laid out
 * (no layout shift, `docs/PRODUCT.md §9`). `swap` would re-wrap the hero when the font arrives.
 */
export const TEXT_FACE = {
  family: 'Inter Variable',
  display: 'optional',
  core: {
    files: [
      { instance: 400, weight: '1 450', file: 'inter-core-400.woff2' },
      { instance: 500, weight: '451 550', file: 'inter-core-500.woff2' },
      { instance: 600, weight: '551 650', file: 'inter-core-600.woff2' },
      { instance: 700, weight: '651 1000', file: 'inter-core-700.woff2' },
    ],
    unicodeRange:
      'U+0020-007E,U+00A0-00A1,U+00A9,U+00AB,U+00B7,U+00BB,U+00BF,U+00C1,U+00C9,U+00CD,U+00D1,U+00D3,U+00DA,U+00DC,U+00DF,U+00E1,U+00E7,U+00E9,U+00ED,U+00F1,U+00F3,U+00FA,U+00FC,U+2013,U+2019,U+201C-201D,U+2026',
  },
  rest: {
    file: 'inter-latin-wght-normal.woff2',
    unicodeRange:
      'U+0000-001F,U+007F-009F,U+00A2-00A8,U+00AA,U+00AC-00B6,U+00B8-00BA,U+00BC-00BE,U+00C0,U+00C2-00C8,U+00CA-00CC,U+00CE-00D0,U+00D2,U+00D4-00D9,U+00DB,U+00DD-00DE,U+00E0,U+00E2-00E6,U+00E8,U+00EA-00EC,U+00EE-00F0,U+00F2,U+00F4-00F9,U+00FB,U+00FD-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2014-2018,U+201A-201B,U+201E-2025,U+2027-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
} as const;

/** What text shows in until (or instead of) the face: the platform's own UI fonts. */
export const TEXT_FALLBACK = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The `font-family` value of body and heading text: the face, then the fallback stack. */
export const TEXT_FONT_STACK = `'${TEXT_FACE.family}', ${TEXT_FALLBACK}` as const;

/**
 * The `@font-face` rules of the text face: for each core file's weights, that file and the rest.
 * The rest is declared once per core file, with its weights, rather than once for all (`100 900`):
 * faces of one family whose weights overlap tie in the browser's font matching, and Chromium then
 * picks one of them for a weight, drawing `600` text in the rest alone (so in the fallback stack).
 * Declared this way, every weight has one pair, and the rest's one file is fetched once.
 *
 * @param fontDir Where the font files are served from, relative to the stylesheet, e.g. `./fonts`.
 */
export function textFontFaceRule(fontDir: string): string {
  const { family, display, core, rest } = TEXT_FACE;
  const rule = (file: string, weight: string, format: string, unicodeRange: string) =>
    `@font-face{font-family:'${family}';font-style:normal;font-display:${display};font-weight:${weight};src:url(${fontDir}/${file}) format('${format}');unicode-range:${unicodeRange}}`;
  return core.files
    .flatMap(({ file, weight }) => [
      rule(rest.file, weight, 'woff2-variations', rest.unicodeRange),
      rule(file, weight, 'woff2', core.unicodeRange),
    ])
    .join('');
}
