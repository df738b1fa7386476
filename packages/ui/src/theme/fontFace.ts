/**
 * The one text face of both sites: self-hosted Inter (variable weight), in two files told apart by
 * `unicode-range`, so a page downloads only what its text uses:
 *
 * - `core`: the characters of the sites' copy in English and Spanish (á é í ó ú ñ ü ¿ ¡, curly
 *   quotes, dashes), about 27 KB instead of 48 KB, and the one file the head preloads (the file
 *   with `-core-` in its name, tooling/devkit/src/prerender.ts). It is cut from the Latin file by
 *   `scripts/subset-text-face.py`, which keeps every glyph and default layout feature as it is, so
 *   text renders exactly as in the whole file.
 * - `rest`: the rest of fontsource's Latin subset, loaded only by a page with one of those
 *   characters (a book title from the marketplace, say). A character outside both, such as an
 *   arrow or a Japanese example, shows in the fallback stack, as it always has.
 *
 * The rest is a family of its own (`restFamily`), second in the stack, not a second file of the
 * core's family. Chromium gives every face of a family a stand-in font while its file is not loaded
 * (the platform's last-resort sans-serif), and a face of the text's own family is resolved for each
 * size and weight the page sets, whether or not its characters occur: on the author landing that
 * was 8 system font look-ups and 12-15 font strikes inside the first layout, which took half of it
 * (median 31.5 -> 16.0 ms at 1x in 9 alternating Chrome traces, the largest task before the first
 * paint; docs/ARCHITECTURE.md "Quality"). A family later in the stack is reached only for a
 * character the core lacks, so a page whose text is all core never resolves it, and text with a
 * rest character draws it from the same glyphs as before.
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
  restFamily: 'Inter Variable Rest',
  weight: '100 900',
  display: 'optional',
  core: {
    file: 'inter-core-wght-normal.woff2',
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

/** The `font-family` value of body and heading text: the face's core, its rest, then the fallback stack. */
export const TEXT_FONT_STACK =
  `'${TEXT_FACE.family}', '${TEXT_FACE.restFamily}', ${TEXT_FALLBACK}` as const;

/**
 * The `@font-face` rules of the text face, one per file.
 *
 * @param fontDir Where the font files are served from, relative to the stylesheet, e.g. `./fonts`.
 */
export function textFontFaceRule(fontDir: string): string {
  const { family, restFamily, weight, display } = TEXT_FACE;
  return [
    { ...TEXT_FACE.core, name: family },
    { ...TEXT_FACE.rest, name: restFamily },
  ]
    .map(
      ({ name, file, unicodeRange }) =>
        `@font-face{font-family:'${name}';font-style:normal;font-display:${display};font-weight:${weight};src:url(${fontDir}/${file}) format('woff2-variations');unicode-range:${unicodeRange}}`,
    )
    .join('');
}
