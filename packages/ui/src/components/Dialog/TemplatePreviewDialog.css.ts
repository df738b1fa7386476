import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { responsiveStyle } from '../../theme/responsiveStyle';

export const content = style({
  display: 'grid',
  gap: vars.space[5],
  ...responsiveStyle({
    tablet: { gridTemplateColumns: '13rem 1fr', alignItems: 'start', gap: vars.space[8] },
  }),
});

// A fixed 2:3 cover box, reserved whether the preview is an image, an SVG or still empty.
export const preview = style({
  width: '100%',
  maxWidth: '13rem',
  marginInline: 'auto',
  aspectRatio: '2 / 3',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  boxShadow: vars.shadow.md,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const description = style({
  color: vars.color.inkMuted,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  marginTop: vars.space[6],
});
