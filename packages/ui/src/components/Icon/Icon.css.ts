import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { PALETTE_NAMES, type PaletteName } from '../../theme/tokens.js';

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
});

export const tile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.lg,
  color: vars.color.inkInverse,
});

/** Tile sizes in px; the icon inside is half the tile. */
export const TILE_SIZES = { sm: 40, md: 48, lg: 56 } as const;

export const tileSize = styleVariants(TILE_SIZES, (size) => ({ width: size, height: size }));

// Every palette colour carries white text at 4.5:1 or more (tokens.ts), so the icon stays visible.
export const tileColour = styleVariants(
  Object.fromEntries(PALETTE_NAMES.map((name) => [name, name])) as Record<PaletteName, PaletteName>,
  (name) => ({ background: vars.palette[name] }),
);
