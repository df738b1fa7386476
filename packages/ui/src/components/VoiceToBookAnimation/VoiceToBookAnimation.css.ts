import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const pulse = keyframes({
  from: { transform: 'scale(0.7)', opacity: 0.55 },
  to: { transform: 'scale(1.65)', opacity: 0 },
});
const wave = keyframes({
  '0%, 100%': { transform: 'scaleY(0.3)' },
  '50%': { transform: 'scaleY(1)' },
});

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[4],
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceSunken,
  color: vars.color.ink,
});

// Both frames sit in one fixed-size stage and swap by opacity and transform only (no CLS).
export const stage = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: 176,
  height: 176,
});

const layer = style({
  gridArea: '1 / 1',
  display: 'grid',
  placeItems: 'center',
  transitionProperty: 'opacity, transform',
  transitionDuration: vars.duration.slow,
  transitionTimingFunction: vars.easing.standard,
});

export const micLayer = style([
  layer,
  {
    selectors: {
      [`${root}[data-phase="ready"] &`]: { opacity: 0, transform: 'scale(0.8)' },
    },
  },
]);

export const bookLayer = style([
  layer,
  {
    color: vars.color.brand,
    opacity: 0,
    transform: 'scale(0.8) rotate(-6deg)',
    selectors: {
      [`${root}[data-phase="ready"] &`]: { opacity: 1, transform: 'none' },
    },
  },
]);

export const ring = style({
  gridArea: '1 / 1',
  width: 96,
  height: 96,
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.brand}`,
  opacity: 0,
  selectors: {
    [`${root}[data-phase="recording"] &`]: {
      animationName: pulse,
      animationDuration: '1800ms',
      animationTimingFunction: 'ease-out',
      animationIterationCount: 'infinite',
    },
    '&:nth-child(2)': { animationDelay: '600ms' },
    '&:nth-child(3)': { animationDelay: '1200ms' },
    [`${root}[data-paused] &`]: { animationPlayState: 'paused' },
  },
});

export const mic = style({
  gridArea: '1 / 1',
  display: 'grid',
  placeItems: 'center',
  width: 88,
  height: 88,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.inkInverse,
  boxShadow: vars.shadow.md,
});

export const waves = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 5,
  height: 28,
  transitionProperty: 'opacity',
  transitionDuration: vars.duration.base,
  selectors: {
    [`${root}[data-phase="ready"] &`]: { opacity: 0 },
  },
});

export const bar = style({
  width: 5,
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  transform: 'scaleY(0.3)',
  selectors: {
    [`${root}[data-phase="recording"] &`]: {
      animationName: wave,
      animationDuration: '900ms',
      animationTimingFunction: 'ease-in-out',
      animationIterationCount: 'infinite',
    },
    '&:nth-child(2)': { animationDelay: '-150ms' },
    '&:nth-child(3)': { animationDelay: '-450ms' },
    '&:nth-child(4)': { animationDelay: '-300ms' },
    '&:nth-child(5)': { animationDelay: '-600ms' },
    [`${root}[data-paused] &`]: { animationPlayState: 'paused' },
  },
});

// Both captions share one grid cell, so the wider one sets the width in every phase.
export const caption = style({
  display: 'grid',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

const captionText = style({
  gridArea: '1 / 1',
  transitionProperty: 'opacity',
  transitionDuration: vars.duration.base,
});

export const captionRecording = style([
  captionText,
  {
    color: vars.color.brandInk,
    selectors: { [`${root}[data-phase="ready"] &`]: { opacity: 0 } },
  },
]);

export const captionReady = style([
  captionText,
  {
    color: vars.color.success,
    opacity: 0,
    selectors: { [`${root}[data-phase="ready"] &`]: { opacity: 1 } },
  },
]);
