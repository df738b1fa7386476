import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  borderTop: `1px solid ${vars.color.border}`,
});

export const item = style({
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  width: '100%',
  minHeight: 44,
  paddingBlock: vars.space[4],
  paddingInline: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  textAlign: 'start',
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brandInk } },
});

export const icon = style({
  flex: 'none',
  color: vars.color.brand,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

// The panel itself carries no style: a `hidden="until-found"` panel keeps its box
// (content-visibility: hidden), so padding there would show under a closed question.
export const answer = style({
  margin: 0,
  paddingBottom: vars.space[5],
  maxWidth: '70ch',
  color: vars.color.inkMuted,
});
