import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const reduce = '(prefers-reduced-motion: reduce)';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const fill = keyframes({ from: { transform: 'scaleX(0.04)' }, to: { transform: 'scaleX(0.92)' } });

export const root = style({
  display: 'grid',
  gap: vars.space[4],
  width: '100%',
  maxWidth: 420,
  padding: vars.space[6],
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.inkMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const track = style({
  height: 10,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
});

// Progress moves by transform only (no layout); its duration is the switch delay, set inline.
export const bar = style({
  display: 'block',
  height: '100%',
  borderRadius: 'inherit',
  background: vars.color.brand,
  transformOrigin: 'left center',
  transform: 'scaleX(0.92)',
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.duration.slow,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    [`${root}[data-state="processing"] &`]: {
      animationName: fill,
      animationTimingFunction: 'cubic-bezier(0.3, 0.6, 0.4, 1)',
      animationFillMode: 'both',
    },
    [`${root}[data-state="live"] &`]: { transform: 'scaleX(1)', background: vars.color.success },
    [`${root}[data-paused] &`]: { animationPlayState: 'paused' },
  },
  '@media': {
    // A still bar, part-filled, instead of the fill animation.
    [reduce]: {
      selectors: {
        [`${root}[data-state="processing"] &`]: { animationName: 'none', transform: 'scaleX(0.6)' },
      },
    },
  },
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: 32,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  selectors: {
    [`${root}[data-state="processing"] &`]: { color: vars.color.brand },
    [`${root}[data-state="live"] &`]: {
      background: vars.color.success,
      color: vars.color.inkInverse,
    },
  },
});

export const spinner = style({
  animationName: spin,
  animationDuration: '900ms',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    [`${root}[data-paused] &`]: { animationPlayState: 'paused' },
    [`${root}[data-state="live"] &`]: { display: 'none' },
  },
  '@media': {
    [reduce]: { animationName: 'none' },
  },
});

/** The tick of the live state; both drawings are in the markup, the state shows one. */
export const check = style({
  selectors: {
    [`${root}[data-state="processing"] &`]: { display: 'none' },
  },
});

/** The link's slot is reserved from the start, so its arrival moves nothing. */
export const action = style({ display: 'flex', alignItems: 'center', minHeight: 44 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 44,
  color: vars.color.brandInk,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    // Until the card is live (the display above would otherwise show it).
    '&[hidden]': { display: 'none' },
  },
});
