import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The scroll container: on narrow screens the table keeps its readable width and scrolls sideways
 * inside this focusable region, instead of squeezing columns or overflowing the page.
 */
export const region = style({
  width: '100%',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  // The caption's text is sized against the visible width (cqi), not the wider table.
  containerType: 'inline-size',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outlineOffset: '3px' },
  },
});

export const table = style({
  width: '100%',
  // Below this the platform names and notes would wrap into tall, hard-to-compare rows.
  minWidth: '34rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.ink,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
});

/**
 * The caption spans the whole (scrolling) table; its text stays in view and wraps at the visible
 * width, so a phone shows the title without scrolling sideways.
 */
export const captionText = style({
  display: 'block',
  position: 'sticky',
  left: 0,
  maxWidth: '100cqi',
  padding: `${vars.space[4]} ${vars.space[5]}`,
});

/**
 * The product's row stands out by more than colour (WCAG 1.4.1): a thick bar on its leading edge,
 * heavier type and a visible badge, as well as the tint.
 */
export const row = style({
  selectors: {
    '&[data-highlight]': { background: vars.color.brandSoft },
  },
});

const highlighted = `${row}[data-highlight] &`;

const cell = {
  padding: `${vars.space[4]} ${vars.space[5]}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  borderTop: `1px solid ${vars.color.border}`,
} as const;

export const columnHeader = style({
  ...cell,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.inkMuted,
  whiteSpace: 'nowrap',
});

export const rowHeader = style({
  ...cell,
  minWidth: '11rem',
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    [highlighted]: {
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 6px 0 0 ${vars.color.brand}`,
    },
  },
});

export const royalty = style({
  ...cell,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    [highlighted]: { color: vars.color.brandInk, fontSize: vars.fontSize.xl },
  },
});

export const note = style({
  ...cell,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  selectors: {
    [highlighted]: { color: vars.color.ink, fontWeight: vars.fontWeight.semibold },
  },
});

export const badge = style({
  display: 'block',
  width: 'fit-content',
  marginTop: vars.space[1],
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.inkInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
});
