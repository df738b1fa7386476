import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { responsiveStyle } from '../../theme/responsiveStyle';

/** One swatch's colour. */
export const swatchColor = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  height: '100%',
});

/** The sample page: A4 proportions (1:√2), sized before it paints, so it never shifts. */
export const page = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '210 / 297',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  background: vars.color.surface,
});

// Over the whole page, so a `<noscript>` copy (`deferArt`, no script) draws where the art would.
export const pageArt = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.ink,
  ...responsiveStyle({ desktop: { fontSize: vars.fontSize.lg } }),
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.inkMuted,
});

export const swatches = style({
  display: 'flex',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const swatch = style({
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  background: swatchColor,
  // A light colour would vanish on the white card without an edge.
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

/** The showcase grid: two sample pages side by side on phones, four from the desktop breakpoint. */
export const showcase = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space[8]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  ...responsiveStyle({
    tablet: { gap: `${vars.space[10]} ${vars.space[6]}` },
    desktop: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
});
