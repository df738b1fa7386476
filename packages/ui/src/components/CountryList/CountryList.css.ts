import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { responsiveStyle } from '../../theme/responsiveStyle.js';

export const root = style({ display: 'grid', gap: vars.space[4] });

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const list = style([
  {
    display: 'grid',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    gap: vars.space[2],
  },
  responsiveStyle({
    mobile: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    tablet: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    desktop: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
]);

export const country = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
});

export const code = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: '2.25rem',
  paddingInline: vars.space[1],
  paddingBlock: 2,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brandInk,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
});

export const details = style({ display: 'grid', gap: vars.space[4] });

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  justifySelf: 'start',
  minHeight: 44,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.brand}`,
  color: vars.color.brandInk,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.brandSoft },
  },
});

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.duration.base,
  transform: 'rotate(90deg)',
  selectors: {
    [`${details}[open] &`]: { transform: 'rotate(-90deg)' },
  },
});

// Both labels live in the summary; CSS shows the one for the current state, so the toggle text
// is right without JavaScript.
export const showMore = style({
  selectors: { [`${details}[open] &`]: { display: 'none' } },
});

export const showLess = style({
  display: 'none',
  selectors: { [`${details}[open] &`]: { display: 'inline' } },
});
