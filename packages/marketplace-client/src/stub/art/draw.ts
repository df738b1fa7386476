// The few colours and shapes every stub illustration is drawn with, so the sixteen read as one set:
// flat fills, rounded cards on a pale violet ground with a solid offset shadow, text drawn as bars.
// The colours are the landing theme's (packages/ui/src/theme/tokens.ts; this package may not import
// it, docs/ARCHITECTURE.md "Layers") and a lighter step or two of them.

export const C = {
  /** Deep indigo: outlines, headings, dark shapes (the theme's surfaceInverse). */
  ink: '#1e1b4b',
  /** The brand violet. */
  violet: '#5b21b6',
  /** A lighter violet for secondary shapes. */
  iris: '#8b5cf6',
  /** Bars that stand for text on white. */
  lilac: '#c4b5fd',
  /** The offset shadow under every card. */
  shade: '#ddd6fe',
  /** Soft shapes on the ground (the theme's brandSoft). */
  soft: '#ede9fe',
  /** The ground (the theme's surfaceSunken). */
  ground: '#f5f3ff',
  /** Stars and warm accents (the theme's accent and star). */
  amber: '#b45309',
  gold: '#f59e0b',
  /** The theme's accentSoft. */
  cream: '#fef3c7',
  /** The palette's teal, and a pale step of it. */
  teal: '#0f766e',
  mint: '#ccfbf1',
  /** The palette's rose, and a pale step of it. */
  rose: '#be123c',
  blush: '#ffe4e6',
  /** Grey text bars. */
  grey: '#d1d5db',
  paper: '#ffffff',
} as const;

/**
 * An SVG document: its size, its subject as `<title>`, and the shapes.
 *
 * @param width Width in user units; the viewBox starts at 0 0.
 * @param height Height in user units.
 * @param title What the picture shows.
 * @param body The shapes.
 */
export const svg = (width: number, height: number, title: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${title}</title>${body}</svg>`;

/** A rounded bar, for a line of text. */
export const bar = (x: number, y: number, w: number, h: number, fill: string): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;

/**
 * Lines of text as bars, one under another.
 *
 * @param x Left edge.
 * @param y Top of the first line.
 * @param widths One width per line.
 * @param h Bar height; lines are `h * 2` apart.
 */
export const lines = (x: number, y: number, widths: number[], h: number, fill: string): string =>
  `<g fill="${fill}">${widths
    .map((w, i) => `<rect x="${x}" y="${y + i * h * 2}" width="${w}" height="${h}" rx="${h / 2}"/>`)
    .join('')}</g>`;

/** A white card with rounded corners on its solid offset shadow. */
export const card = (x: number, y: number, w: number, h: number, r = 16): string =>
  `<rect x="${x + 10}" y="${y + 10}" width="${w}" height="${h}" rx="${r}" fill="${C.shade}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${C.paper}"/>`;

/** A five-point star of radius 10 around 0 0, placed with `<use href="#s">`. */
export const STAR =
  '<path id="s" d="M0-10 2.5-3.4 9.5-3.1 4 1.3 5.9 8.1 0 4.2-5.9 8.1-4 1.3-9.5-3.1-2.5-3.4Z"/>';

/**
 * A row of five stars (define `STAR` first).
 *
 * @param x Centre of the first star.
 * @param y Centre line.
 * @param gap Distance between centres.
 * @param scale Size, 1 for radius 10.
 */
export const stars = (x: number, y: number, gap: number, scale: number, fill: string): string =>
  `<g fill="${fill}">${[0, 1, 2, 3, 4]
    .map((i) => `<use href="#s" transform="translate(${x + i * gap} ${y}) scale(${scale})"/>`)
    .join('')}</g>`;
