import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  height: '100%',
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'box-shadow, border-color, transform',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md },
    // The focus ring goes round the whole card, since the whole card is the link.
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&:hover': { transform: 'translateY(-2px)' } },
    },
  },
});

export const tile = style({ gridRow: 'span 2' });

export const name = style({
  paddingInlineEnd: vars.space[6],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

// The link's box is stretched over the card, so a click anywhere on it follows the link while
// its accessible name stays just the tool's name.
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&:focus-visible': { outline: 'none' },
    [`${root}:hover &`]: { textDecoration: 'underline' },
  },
});

export const description = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const arrow = style({
  position: 'absolute',
  top: vars.space[5],
  right: vars.space[5],
  color: vars.color.inkMuted,
});
