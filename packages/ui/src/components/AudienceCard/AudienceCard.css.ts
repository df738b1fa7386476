import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
  height: '100%',
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({ color: vars.color.inkMuted });

export const benefits = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const benefit = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
});

export const tick = style({ color: vars.color.success, marginTop: '0.2em' });

// Cards in a row keep their buttons on one line whatever the length of their text.
export const action = style({ marginTop: 'auto', paddingTop: vars.space[2] });
