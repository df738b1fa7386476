import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.js';
import { responsiveStyle } from '../../theme/responsiveStyle.js';

export const FEATURE_COLUMNS = [2, 3, 4] as const;

const columns = (n: number) =>
  responsiveStyle({
    tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    desktop: { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` },
  });

export const root = recipe({
  base: {
    display: 'grid',
    gap: vars.space[5],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    columns: { 2: columns(2), 3: columns(3), 4: columns(4) },
  },
  defaultVariants: { columns: 3 },
});

export const item = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[3],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

// Cards stay light on every section tone, so their text keeps the light-surface colours.
export const text = style({ color: vars.color.inkMuted });
