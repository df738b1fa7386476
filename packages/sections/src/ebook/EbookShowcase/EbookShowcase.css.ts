import { responsiveStyle, vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

/** Picture and text; side by side from the tablet width. */
export const feature = style([
  { display: 'grid', gap: vars.space[6], alignItems: 'center', gridTemplateColumns: '1fr' },
  responsiveStyle({ tablet: { gridTemplateColumns: '1fr 1fr' } }),
]);

export const media = style([
  {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '4 / 3',
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceSunken,
  },
  // Every other feature puts its picture on the right (`data-flip`).
  responsiveStyle({ tablet: { selectors: { [`${feature}[data-flip] > &`]: { order: 2 } } } }),
]);

export const text = style({
  margin: 0,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.inkMuted,
});
