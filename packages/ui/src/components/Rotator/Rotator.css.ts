import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'grid',
  gap: vars.space[4],
});

/** Without script nothing rotates: every slide is shown, one after another (`scripting: none`). */
const withoutScript = '(scripting: none)';

export const slides = style({
  display: 'grid',
  '@media': { [withoutScript]: { gap: vars.space[4] } },
});

// Every slide shares one grid cell, so the box is as tall as the longest quote and nothing below
// moves when the quote changes (no layout shift). Only opacity animates.
export const slide = style({
  gridArea: '1 / 1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  margin: 0,
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  opacity: 0,
  visibility: 'hidden',
  transitionProperty: 'opacity, visibility',
  transitionDuration: vars.duration.slow,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&[data-current]': { opacity: 1, visibility: 'visible' },
  },
  '@media': { [withoutScript]: { gridArea: 'auto', opacity: 1, visibility: 'visible' } },
});

export const stars = style({
  display: 'flex',
  gap: vars.space[1],
  margin: 0,
  color: vars.color.star,
});

export const starEmpty = style({
  color: vars.color.borderStrong,
});

export const quote = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.ink,
});

export const caption = style({
  display: 'grid',
  gap: vars.space[1],
  marginTop: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});

export const author = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
});

// Play, pause and the dots do nothing without script: not shown there.
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  '@media': { [withoutScript]: { display: 'none' } },
});

export const toggle = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
});

// 24 px wide (WCAG 2.5.8) so eleven dots and the toggle share one line on a 390 px phone;
// the full 44 px in height.
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: 24,
  height: 44,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: vars.radius.full,
    background: vars.color.borderStrong,
    transitionProperty: 'transform, background-color',
    transitionDuration: vars.duration.fast,
  },
  selectors: {
    '&[aria-current="true"]::before': { background: vars.color.brand, transform: 'scale(1.5)' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&::before': { background: 'CanvasText' },
        '&[aria-current="true"]::before': { background: 'Highlight' },
      },
    },
  },
});
