import type { PaletteName } from '@landing/content';
import { createGlobalThemeContract } from '@vanilla-extract/css';
import { tokenProperty } from './tokenNames';

/** Every token, by group: the shape tokens.ts fills with values. */
const tokenTree = {
  color: {
    ink: null,
    inkMuted: null,
    inkInverse: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    surfaceInverse: null,
    border: null,
    borderStrong: null,
    brand: null,
    brandHover: null,
    brandSoft: null,
    brandInk: null,
    accent: null,
    accentSoft: null,
    success: null,
    successSoft: null,
    warning: null,
    focus: null,
    placeholder: null,
    star: null,
  },
  palette: {
    violet: null,
    blue: null,
    teal: null,
    green: null,
    amber: null,
    orange: null,
    rose: null,
    pink: null,
    indigo: null,
    cyan: null,
    lime: null,
    red: null,
  } satisfies Record<PaletteName, null>,
  font: {
    body: null,
    heading: null,
    mono: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    '2xl': null,
    '3xl': null,
    '4xl': null,
  },
  lineHeight: {
    tight: null,
    snug: null,
    normal: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    semibold: null,
    bold: null,
  },
  space: {
    '0': null,
    '1': null,
    '2': null,
    '3': null,
    '4': null,
    '5': null,
    '6': null,
    '8': null,
    '10': null,
    '12': null,
    '16': null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    xl: null,
    full: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  duration: {
    fast: null,
    base: null,
    slow: null,
  },
  easing: {
    standard: null,
  },
  layout: {
    contentWidth: null,
    gutter: null,
  },
};

/**
 * The token contract: every component styles against these names, never literal values. Each
 * token's custom property is named by its path (`vars.color.brand` is `var(--ui-color-brand)`,
 * tokenNames.ts), never hashed, so the CSS reads the way designers name the tokens.
 */
export const vars = createGlobalThemeContract(tokenTree, (_value, path) => tokenProperty(path));
