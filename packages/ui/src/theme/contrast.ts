import { tokens } from './tokens';

type ColorName = keyof typeof tokens.color;

/** A colour's relative luminance, as WCAG 2.2 defines it (for `#rrggbb`). */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1]!, 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white), WCAG 2.2. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** A text colour on a background, as the components pair them, and what it is for. */
export interface ColorPair {
  text: ColorName;
  background: ColorName;
  use: string;
}

/**
 * The text and background pairs the components use. Each must reach WCAG AA for body text
 * (4.5:1); the Foundations/Colour page shows each ratio, and `contrast.test.ts` holds the rule.
 */
export const COLOR_PAIRS: readonly ColorPair[] = [
  { text: 'ink', background: 'surface', use: 'body text' },
  { text: 'inkMuted', background: 'surface', use: 'secondary text, captions' },
  { text: 'inkMuted', background: 'surfaceSunken', use: 'secondary text on a tinted section' },
  { text: 'ink', background: 'surfaceSunken', use: 'text on a tinted section' },
  { text: 'inkInverse', background: 'surfaceInverse', use: 'text on the dark band' },
  { text: 'inkInverse', background: 'brand', use: 'primary button label' },
  { text: 'inkInverse', background: 'brandHover', use: 'primary button label, hovered' },
  { text: 'brand', background: 'surface', use: 'links, secondary button label' },
  { text: 'brandInk', background: 'brandSoft', use: 'badges, chips, the active tab' },
  { text: 'accent', background: 'surface', use: 'accent text, stars' },
  { text: 'success', background: 'successSoft', use: 'success notes' },
];

/** Each pair with its ratio, rounded down to one decimal as contrast checkers report it. */
export function colorPairRatios(): Array<ColorPair & { ratio: number }> {
  return COLOR_PAIRS.map((pair) => ({
    ...pair,
    ratio:
      Math.floor(contrastRatio(tokens.color[pair.text], tokens.color[pair.background]) * 10) / 10,
  }));
}
