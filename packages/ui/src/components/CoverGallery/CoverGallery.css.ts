import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { responsiveStyle } from '../../theme/responsiveStyle';

/** The whole card is one control (a link that opens the preview): the cover and its name. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space[3],
  width: '100%',
  margin: 0,
  padding: vars.space[2],
  border: 0,
  borderRadius: vars.radius.lg,
  background: 'transparent',
  color: vars.color.ink,
  font: 'inherit',
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outlineOffset: '0' },
  },
});

export const cover = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
  // Only transform and shadow move, so hovering never shifts layout.
  transitionProperty: 'transform, box-shadow',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    [`${card}:hover &, ${card}:focus-visible &`]: { boxShadow: vars.shadow.lg },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        [`${card}:hover &, ${card}:focus-visible &`]: { transform: 'translateY(-4px)' },
      },
    },
  },
});

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  ...responsiveStyle({ tablet: { fontSize: vars.fontSize.md } }),
});
