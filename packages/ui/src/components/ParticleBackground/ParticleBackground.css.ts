import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { PALETTE_NAMES, type PaletteName } from '../../theme/tokens.js';

// Out of the flow and out of the way: no layout impact, never in front of a click.
export const root = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  overflow: 'hidden',
  pointerEvents: 'none',
});

export const canvas = style({ display: 'block', width: '100%', height: '100%' });

/** The canvas reads its particle colour from CSS `color`, so it stays a theme token. */
export const colour = styleVariants(
  Object.fromEntries(PALETTE_NAMES.map((name) => [name, name])) as Record<PaletteName, PaletteName>,
  (name) => ({ color: vars.palette[name] }),
);
