import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  borderTop: `1px solid ${vars.color.border}`,
});

export const item = style({
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The question's row, the item's `<summary>`: the whole row toggles, at least 44 px tall. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  width: '100%',
  minHeight: 44,
  paddingBlock: vars.space[4],
  paddingInline: 0,
  // No disclosure triangle: the chevron says it (a flex summary has no marker in Chromium; the
  // list style and WebKit's marker cover the others).
  listStyle: 'none',
  textAlign: 'start',
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brandInk },
    '&::-webkit-details-marker': { display: 'none' },
  },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const icon = style({
  flex: 'none',
  color: vars.color.brand,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
  selectors: { [`${item}[open] > ${trigger} &`]: { transform: 'rotate(180deg)' } },
});

export const answer = style({
  margin: 0,
  paddingBottom: vars.space[5],
  maxWidth: '70ch',
  color: vars.color.inkMuted,
});
