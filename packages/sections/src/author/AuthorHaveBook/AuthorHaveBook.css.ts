import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';
import { container } from '../shared.css.js';

export const root = style([
  container,
  { display: 'grid', gap: vars.space[2], paddingBlock: vars.space[8], textAlign: 'center' },
]);

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const text = style({
  margin: '0 auto',
  maxWidth: '44rem',
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
