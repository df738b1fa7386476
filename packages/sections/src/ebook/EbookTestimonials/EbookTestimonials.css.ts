import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

/** The review screenshots, as many to a row as fit. */
export const shots = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
});

// Drawn at 3:2; the box is reserved before the image loads (CLS 0) and kept if it fails: a broken
// image shows its alt text, and with visible overflow that text's height was the box's minimum
// (113 -> 156 px on a phone), moving the FAQ below after a jump to it had landed.
export const shot = style({
  display: 'block',
  overflow: 'hidden',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
