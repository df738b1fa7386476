import type { PaletteName } from '@landing/content';
import { TEXT_FONT_STACK } from './fontFace';

/**
 * Token values, kept as plain data so the theme, the Storybook foundations pages, the design-tool
 * export (`design-tokens.ts`) and the docs all read one source. The text and background pairs the
 * components use, and their contrast ratios, are in `contrast.ts`: each meets WCAG AA.
 */
export const tokens = {
  color: {
    ink: '#111827',
    inkMuted: '#4b5563',
    inkInverse: '#ffffff',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f5f3ff',
    surfaceInverse: '#1e1b4b',
    border: '#e5e7eb',
    borderStrong: '#9ca3af',
    brand: '#5b21b6',
    brandHover: '#4c1d95',
    brandSoft: '#ede9fe',
    brandInk: '#4c1d95',
    accent: '#b45309',
    accentSoft: '#fef3c7',
    success: '#047857',
    successSoft: '#d1fae5',
    warning: '#b45309',
    focus: '#2563eb',
    placeholder: '#e5e7eb',
    star: '#b45309',
  },
  palette: {
    violet: '#6d28d9',
    blue: '#1d4ed8',
    teal: '#0f766e',
    green: '#15803d',
    amber: '#b45309',
    orange: '#c2410c',
    rose: '#be123c',
    pink: '#be185d',
    indigo: '#4338ca',
    cyan: '#0e7490',
    lime: '#4d7c0f',
    red: '#b91c1c',
  } satisfies Record<PaletteName, string>,
  font: {
    body: TEXT_FONT_STACK,
    heading: TEXT_FONT_STACK,
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  lineHeight: { tight: '1.15', snug: '1.35', normal: '1.6' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
    '12': '48px',
    '16': '64px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', xl: '20px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgb(17 24 39 / 0.08)',
    md: '0 4px 12px rgb(17 24 39 / 0.10)',
    lg: '0 12px 32px rgb(17 24 39 / 0.14)',
  },
  duration: { fast: '120ms', base: '200ms', slow: '400ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)' },
  layout: { contentWidth: '1200px', gutter: '20px' },
} as const;

/**
 * Names of the accent colours content may pick for cards (tool cards, features): `PaletteName` of
 * the shared vocabulary (`@landing/content`), in its order.
 */
export const PALETTE_NAMES = Object.keys(tokens.palette) as readonly PaletteName[];
export type { PaletteName };
