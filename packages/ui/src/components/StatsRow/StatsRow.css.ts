import { fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { responsiveStyle } from '../../theme/responsiveStyle.js';
import { sectionVars } from '../Section/Section.css.js';

// Two columns on a phone, three from the tablet width: the rows hold 3 or 6 figures evenly (the
// testimonials' 3, the author landing's 6), and a column of a third is wide enough for a worded
// figure ("Menos de 5 min") on one line at the desktop size, where six columns broke it in three.
export const root = style([
  { display: 'grid', margin: 0 },
  responsiveStyle({
    mobile: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[6] },
    tablet: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space[8] },
  }),
]);

// Value above label on screen; in the markup the label (dt) comes first, so it reads
// "books published: 2,500+". Items sit on the bottom of their grid row, so the labels of a row share
// one line even when a figure takes two ("Under / 5 min").
export const item = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-start',
  alignItems: 'center',
  gap: vars.space[1],
  textAlign: 'center',
});

export const value = style([
  {
    margin: 0,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
    textWrap: 'balance',
    color: fallbackVar(sectionVars.accent, vars.color.brandInk),
  },
  responsiveStyle({
    mobile: { fontSize: vars.fontSize['2xl'] },
    desktop: { fontSize: vars.fontSize['3xl'] },
  }),
]);

export const label = style({
  fontSize: vars.fontSize.sm,
  color: fallbackVar(sectionVars.muted, vars.color.inkMuted),
});
