import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The 16:9 box is reserved before the iframe exists, so the dialog never resizes when it loads.
export const frame = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  width: '100%',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceInverse,
});

export const video = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space[5],
});
