import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  height: '100%',
  margin: 0,
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const stars = style({ display: 'flex', gap: 2, color: vars.color.star });

export const emptyStar = style({ color: vars.color.borderStrong });

export const quote = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::before': { content: '"“"' },
    '&::after': { content: '"”"' },
  },
});

export const caption = style({
  display: 'grid',
  gap: vars.space[1],
  marginTop: 'auto',
  fontSize: vars.fontSize.sm,
});

export const author = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const meta = style({ color: vars.color.inkMuted });
