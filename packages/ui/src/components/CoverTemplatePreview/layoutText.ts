/**
 * SVG `<text>` does not wrap, so cover titles are broken into lines here, before render, from an
 * estimate of glyph widths. Pure and deterministic: the server and the browser lay a title out the
 * same way, and nothing is measured in the DOM (which would shift layout after hydration).
 */

/** Average advance of one glyph, as a fraction of the font size, per type family. */
export const GLYPH_WIDTH = {
  sans: 0.58,
  serif: 0.52,
  mono: 0.62,
} as const;

export type CoverFont = keyof typeof GLYPH_WIDTH;

export interface TextFit {
  /** The available width, in viewBox units. */
  width: number;
  /** The preferred font size. */
  size: number;
  /** The smallest size to try before truncating. @default size */
  minSize?: number;
  /** At most this many lines; the last is cut with an ellipsis when the text still does not fit. */
  maxLines: number;
  /** @default 'sans' */
  font?: CoverFont;
  /** Upper-case and bold glyphs are wider; this multiplies the estimate. @default 1 */
  widthFactor?: number;
  /** Extra space between letters, in viewBox units. @default 0 */
  letterSpacing?: number;
}

export interface TextLayout {
  /** The chosen font size. */
  size: number;
  /** The lines to draw, at least one. */
  lines: string[];
}

const ELLIPSIS = '…';

/** How many characters fit on one line at `size`. */
function charsPerLine(fit: TextFit, size: number): number {
  const advance = size * GLYPH_WIDTH[fit.font ?? 'sans'] * (fit.widthFactor ?? 1);
  return Math.max(1, Math.floor(fit.width / (advance + (fit.letterSpacing ?? 0))));
}

/** Greedy word wrap; a word longer than a line is broken across lines. */
export function wrapWords(text: string, maxChars: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    let rest = word;
    while (rest.length > maxChars) {
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(rest.slice(0, maxChars));
      rest = rest.slice(maxChars);
    }
    if (!rest) continue;
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= maxChars) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function hasBrokenWord(text: string, maxChars: number): boolean {
  return text.split(/\s+/).some((word) => word.length > maxChars);
}

/** Cuts a line so that it, plus an ellipsis, fits `maxChars`. */
function withEllipsis(line: string, maxChars: number): string {
  const room = Math.max(0, maxChars - 1);
  const cut = line.length > room ? line.slice(0, room) : line;
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

/**
 * Picks the largest size, from `size` down to `minSize`, at which `text` fits in `maxLines` lines
 * without breaking a word; at the smallest size it breaks long words and, if still too long, ends
 * the last line with an ellipsis.
 */
export function layoutText(text: string, fit: TextFit): TextLayout {
  const clean = text.trim();
  if (!clean) return { size: fit.size, lines: [''] };
  const minSize = Math.min(fit.minSize ?? fit.size, fit.size);
  for (let size = fit.size; size > minSize; size -= 1) {
    const maxChars = charsPerLine(fit, size);
    const lines = wrapWords(clean, maxChars);
    if (lines.length <= fit.maxLines && !hasBrokenWord(clean, maxChars)) return { size, lines };
  }
  const maxChars = charsPerLine(fit, minSize);
  const lines = wrapWords(clean, maxChars);
  if (lines.length <= fit.maxLines) return { size: minSize, lines };
  const kept = lines.slice(0, fit.maxLines);
  const last = kept.length - 1;
  kept[last] = withEllipsis(kept[last] ?? '', maxChars);
  return { size: minSize, lines: kept };
}
