import { responsiveStyle, vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';
import { container } from '../shared.css.js';

export const root = style([
  { background: vars.color.brandSoft, color: vars.color.ink },
  responsiveStyle({
    mobile: { paddingBlock: vars.space[12] },
    desktop: { paddingBlock: vars.space[16] },
  }),
]);

/** Text, then the demo card; side by side from the desktop width. */
export const inner = style([
  container,
  { display: 'grid', gap: vars.space[10], alignItems: 'center' },
  responsiveStyle({ desktop: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' } }),
]);

export const text = style({ display: 'grid', gap: vars.space[5], justifyItems: 'start' });

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

const titleBase = {
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
} as const;

/** The title as the author site's h1: the largest type of the page. */
export const title = style([
  titleBase,
  responsiveStyle({
    mobile: { fontSize: vars.fontSize['3xl'] },
    desktop: { fontSize: vars.fontSize['4xl'] },
  }),
]);

/**
 * The title embedded under another page's h1 (the ebook site's have-book mode): the size of a
 * section's h2 (packages/ui/src/components/Section/Section.css.ts), a step below that h1, so the
 * mode's own heading leads the screen.
 */
export const titleEmbedded = style([
  titleBase,
  responsiveStyle({
    mobile: { fontSize: vars.fontSize['2xl'] },
    desktop: { fontSize: vars.fontSize['3xl'] },
  }),
]);

export const lead = style({
  margin: 0,
  maxWidth: '40rem',
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

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

export const demo = style({ margin: 0, display: 'grid', gap: vars.space[3] });

export const caption = style({
  textAlign: 'center',
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});
