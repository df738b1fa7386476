import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { responsiveStyle } from '../../theme/responsiveStyle';

export const root = style({
  background: vars.color.surfaceInverse,
  color: vars.color.inkInverse,
});

export const inner = style({
  display: 'grid',
  gap: vars.space[10],
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  padding: `${vars.space[12]} ${vars.layout.gutter} ${vars.space[8]}`,
  ...responsiveStyle({
    desktop: { gridTemplateColumns: 'minmax(16rem, 1fr) 2fr', gap: vars.space[16] },
  }),
});

export const brandBlock = style({ display: 'grid', gap: vars.space[4], alignContent: 'start' });

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 44,
  width: 'fit-content',
  color: vars.color.inkInverse,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const mark = style({ display: 'inline-flex', color: vars.color.brand });

export const tagline = style({
  maxWidth: '28rem',
  color: `color-mix(in srgb, ${vars.color.inkInverse} 82%, transparent)`,
});

export const groups = style({
  display: 'grid',
  gap: vars.space[8],
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

export const groupHeading = style({
  marginBottom: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: `color-mix(in srgb, ${vars.color.inkInverse} 88%, transparent)`,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.inkInverse, textDecoration: 'underline' },
  },
});

// A button among the links (the cookie settings) looks and behaves like them.
export const button = style([
  link,
  { padding: 0, border: 0, background: 'none', cursor: 'pointer', textAlign: 'start' },
]);

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  gridColumn: '1 / -1',
  paddingTop: vars.space[6],
  borderTop: `1px solid color-mix(in srgb, ${vars.color.inkInverse} 20%, transparent)`,
});

export const copyright = style({
  fontSize: vars.fontSize.sm,
  color: `color-mix(in srgb, ${vars.color.inkInverse} 82%, transparent)`,
});
