import { responsiveStyle, vars } from '@landing/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Text and animation; side by side from the tablet width. */
export const root = style([
  { display: 'grid', gap: vars.space[6], alignItems: 'center' },
  responsiveStyle({ tablet: { gridTemplateColumns: '1fr 1fr' } }),
]);

// Every paragraph of the block, the animation's caption included: they read as one column of text.
globalStyle(`${root} p`, {
  margin: `0 0 ${vars.space[4]}`,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.inkMuted,
});

export const badge = style({
  display: 'inline-block',
  padding: `0.125rem ${vars.space[2]}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.ink,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.05em',
});
