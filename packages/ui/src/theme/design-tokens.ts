import { breakpoints } from './breakpoints';
import { colorPairRatios } from './contrast';
import { tokens } from './tokens';

/**
 * The tokens in the Design Tokens Community Group format (2025.10: `$type` and `$value`, colours
 * as sRGB components with their hex, dimensions and durations as value and unit), the file a
 * design tool such as Figma's or Penpot's token import reads. `design.tokens.json` beside this
 * package's package.json is this function's output (`pnpm --filter @landing/ui run tokens`), and
 * `design-tokens.test.ts` fails when the two differ.
 */

type Token = { $type: string; $value: unknown; $description?: string };
type Group = { [name: string]: Token | Group | string };

const color = (hex: string, alpha?: number) => {
  const value = Number.parseInt(hex.slice(1), 16);
  const components = [value >> 16, (value >> 8) & 0xff, value & 0xff].map(
    (channel) => Math.round((channel / 255) * 10_000) / 10_000,
  );
  return { colorSpace: 'srgb', components, ...(alpha === undefined ? {} : { alpha }), hex };
};

const dimension = (css: string) => {
  const match = /^(-?[\d.]+)(px|rem)?$/.exec(css);
  if (!match) throw new Error(`not a dimension: ${css}`);
  return { value: Number(match[1]), unit: match[2] ?? 'px' };
};

const hexOf = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** `0 4px 12px rgb(17 24 39 / 0.10)` as a DTCG shadow. */
const shadow = (css: string) => {
  const match = /^(\S+) (\S+) (\S+) rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)$/.exec(css);
  if (!match) throw new Error(`not a shadow this export reads: ${css}`);
  const [, x, y, blur, r, g, b, alpha] = match as unknown as string[];
  return {
    color: color(hexOf(Number(r), Number(g), Number(b)), Number(alpha)),
    offsetX: dimension(x!),
    offsetY: dimension(y!),
    blur: dimension(blur!),
    spread: { value: 0, unit: 'px' },
  };
};

const fontFamily = (stack: string) =>
  stack.split(',').map((name) => name.trim().replace(/^['"]|['"]$/g, ''));

const group = <V extends string>(
  values: Record<string, V>,
  $type: string,
  toValue: (value: V) => unknown,
): Group =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, { $type, $value: toValue(value) }]),
  );

export function designTokens(): Group {
  const ratios = colorPairRatios();
  const colors = group(tokens.color, 'color', (hex) => color(hex));
  for (const [name, token] of Object.entries(colors)) {
    const uses = ratios.filter((pair) => pair.text === name);
    if (uses.length > 0) {
      (token as Token).$description = uses
        .map((pair) => `${pair.ratio}:1 on ${pair.background} (${pair.use})`)
        .join('; ');
    }
  }
  return {
    color: colors,
    palette: group(tokens.palette, 'color', (hex) => color(hex)),
    font: group(tokens.font, 'fontFamily', fontFamily),
    fontSize: group(tokens.fontSize, 'dimension', dimension),
    lineHeight: group(tokens.lineHeight, 'number', Number),
    fontWeight: group(tokens.fontWeight, 'fontWeight', Number),
    space: group(tokens.space, 'dimension', dimension),
    radius: group(tokens.radius, 'dimension', dimension),
    shadow: group(tokens.shadow, 'shadow', shadow),
    duration: group(tokens.duration, 'duration', (css) => ({
      value: Number.parseFloat(css),
      unit: 'ms',
    })),
    easing: group(tokens.easing, 'cubicBezier', (css) =>
      (/cubic-bezier\(([^)]+)\)/.exec(css)?.[1] ?? '').split(',').map(Number),
    ),
    breakpoint: group(
      Object.fromEntries(Object.entries(breakpoints).map(([name, px]) => [name, `${px}px`])),
      'dimension',
      dimension,
    ),
    layout: group(tokens.layout, 'dimension', dimension),
  };
}
