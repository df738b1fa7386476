import { responsiveStyle, vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const rules = style([
  { margin: 0, display: 'grid', gap: vars.space[3] },
  responsiveStyle({ tablet: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
]);

export const rule = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const ruleLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});

export const ruleValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const checks = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] },
  responsiveStyle({ tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
]);

export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });
