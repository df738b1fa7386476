import { responsiveStyle, vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const kicker = style({
  margin: 0,
  marginBottom: vars.space[4],
  color: vars.color.brandInk,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const facts = style([
  { margin: 0, marginBlock: vars.space[8], display: 'grid', gap: vars.space[4] },
  responsiveStyle({ tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
]);

export const fact = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
});

// Value above label on screen; in the markup the label (dt) comes first, so it reads first.
export const factLabel = style({ order: 2, fontWeight: vars.fontWeight.semibold });

export const factValue = style({
  order: 1,
  margin: 0,
  color: vars.color.brandInk,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const factText = style({
  order: 3,
  margin: 0,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});

/** The countries card and the alternatives card; side by side from the desktop width. */
export const grid = style([
  { display: 'grid', gap: vars.space[6] },
  responsiveStyle({ desktop: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } }),
]);

export const alternatives = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
});

export const alternative = style({ display: 'grid', gap: vars.space[1] });
