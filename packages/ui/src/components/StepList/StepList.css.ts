import { fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mq } from '../../theme/breakpoints.js';
import { vars } from '../../theme/contract.css.js';
import { responsiveStyle } from '../../theme/responsiveStyle.js';
import { sectionVars } from '../Section/Section.css.js';

export const STEP_COLUMNS = [2, 3, 4] as const;

const columns = (n: number) =>
  responsiveStyle({
    tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    desktop: { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` },
  });

export const root = recipe({
  base: {
    display: 'grid',
    gap: vars.space[6],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    columns: { 2: columns(2), 3: columns(3), 4: columns(4) },
  },
  defaultVariants: { columns: 3 },
});

export const step = style([
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: vars.space[4],
    rowGap: vars.space[2],
    alignContent: 'start',
  },
  responsiveStyle({
    desktop: { gridTemplateColumns: '1fr' },
  }),
]);

export const marker = style({
  gridRow: 'span 2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  background: fallbackVar(sectionVars.accent, vars.color.brandInk),
  color: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  '@media': {
    [mq('desktop')]: { gridRow: 'auto', marginBottom: vars.space[2] },
  },
  selectors: {
    '[data-tone="inverse"] &': { color: vars.color.surfaceInverse },
  },
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const text = style({ color: fallbackVar(sectionVars.muted, vars.color.inkMuted) });
