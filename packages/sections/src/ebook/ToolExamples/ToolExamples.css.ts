import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
});

export const example = style({
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const pair = style({ margin: 0, display: 'grid', gap: vars.space[2] });

export const term = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.inkMuted,
});

export const value = style({ margin: 0, lineHeight: 1.5 });
