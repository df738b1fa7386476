import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { responsiveStyle } from '../../theme/responsiveStyle.js';

export const root = style({ display: 'block' });

const container = {
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
} as const;

export const haveBook = style([
  container,
  { display: 'grid', gap: vars.space[2], paddingBlock: vars.space[8], textAlign: 'center' },
]);

export const haveBookHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const haveBookText = style({
  margin: '0 auto',
  maxWidth: '44rem',
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const hero = style([
  { background: vars.color.brandSoft, color: vars.color.ink },
  responsiveStyle({
    mobile: { paddingBlock: vars.space[12] },
    desktop: { paddingBlock: vars.space[16] },
  }),
]);

export const heroInner = style([
  container,
  { display: 'grid', gap: vars.space[10], alignItems: 'center' },
  responsiveStyle({ desktop: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' } }),
]);

export const heroText = style({ display: 'grid', gap: vars.space[5], justifyItems: 'start' });

export const badge = style({
  margin: 0,
  display: 'inline-block',
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brandInk,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const heroTitle = style([
  {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textWrap: 'balance',
  },
  responsiveStyle({
    mobile: { fontSize: vars.fontSize['3xl'] },
    desktop: { fontSize: vars.fontSize['4xl'] },
  }),
]);

export const heroLead = style({
  margin: 0,
  maxWidth: '40rem',
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
});

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const trustList = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] },
  responsiveStyle({ tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
]);

export const trustItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const trustIcon = style({ flexShrink: 0, color: vars.color.brandInk });

export const demo = style({ margin: 0, display: 'grid', gap: vars.space[3] });

export const demoCaption = style({
  textAlign: 'center',
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});

export const band = style([
  container,
  { display: 'grid', gap: vars.space[8], justifyItems: 'center' },
  responsiveStyle({
    mobile: { paddingBottom: vars.space[12] },
    desktop: { paddingBottom: vars.space[16] },
  }),
]);

export const viewAll = style({ margin: 0, textAlign: 'center' });

export const bundle = style({ width: '100%', maxWidth: '56rem' });

export const externalLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: '44px',
  color: vars.color.brandInk,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.brandHover },
  ':focus-visible': {
    outline: `2px solid ${vars.color.focus}`,
    outlineOffset: '2px',
    borderRadius: vars.radius.sm,
  },
});

export const actions = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space[8],
});

export const card = style({
  display: 'grid',
  gap: vars.space[4],
  alignContent: 'start',
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.ink,
});

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

export const subheading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const checks = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] },
  responsiveStyle({ tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
]);

export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const note = style({
  margin: 0,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const centerNote = style([
  note,
  { marginTop: vars.space[8], marginInline: 'auto', maxWidth: '44rem', textAlign: 'center' },
]);

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

export const connectGrid = style([
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

export const testimonials = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[6] },
  responsiveStyle({ desktop: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
]);

export const faq = style({ maxWidth: '48rem', marginInline: 'auto' });

export const stats = style({ marginTop: vars.space[10] });
