import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { responsiveStyle } from '../../theme/responsiveStyle.js';

export const root = style([
  {
    display: 'grid',
    alignItems: 'center',
    background: vars.color.surfaceRaised,
    color: vars.color.ink,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.md,
  },
  responsiveStyle({
    mobile: { gap: vars.space[6], padding: vars.space[5] },
    tablet: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', padding: vars.space[8] },
    desktop: { gap: vars.space[10], padding: vars.space[10] },
  }),
]);

// Three covers fanned out. Each keeps the 2:3 ratio, real or placeholder, so the switch from the
// sample to live books moves nothing; the tilt is a static transform.
export const covers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  alignItems: 'center',
  maxWidth: 360,
  width: '100%',
  marginInline: 'auto',
  paddingBlock: vars.space[4],
});

export const cover = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '2 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.placeholder,
  boxShadow: vars.shadow.lg,
  border: `3px solid ${vars.color.surfaceRaised}`,
  selectors: {
    '&:nth-child(1)': { transform: 'translateX(12%) rotate(-7deg) scale(0.92)' },
    '&:nth-child(2)': { zIndex: 1 },
    '&:nth-child(3)': { transform: 'translateX(-12%) rotate(7deg) scale(0.92)' },
  },
});

export const coverImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({ display: 'grid', gap: vars.space[4], justifyItems: 'start' });

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const heading = style([
  { fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, textWrap: 'balance' },
  responsiveStyle({
    mobile: { fontSize: vars.fontSize.xl },
    desktop: { fontSize: vars.fontSize['2xl'] },
  }),
]);

export const text = style({ color: vars.color.inkMuted });

export const prices = style({
  display: 'grid',
  gap: vars.space[2],
  width: '100%',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[4],
});

export const term = style({ color: vars.color.inkMuted });

export const value = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  margin: 0,
});

export const total = style({ textDecorationThickness: '2px' });

export const bundleRow = style({
  paddingTop: vars.space[2],
  borderTop: `1px solid ${vars.color.border}`,
});

export const bundleValue = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandInk,
});

export const saving = style({
  display: 'inline-block',
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
});

// Both notes share one grid cell: the cell is as tall as the longer one, whichever is shown.
export const notes = style({ display: 'grid' });

export const note = style({
  gridArea: '1 / 1',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});

export const reservedNote = style([note, { visibility: 'hidden' }]);
