import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { responsiveStyle } from '../theme/responsiveStyle';

// The consent banner and the language suggestion (src/consent/ui.ts): notes fixed to the bottom of
// the viewport, above the page, so showing one never moves what the visitor is reading (no layout
// shift). Built by script, so their rules are the only part of the consent UI in every page's CSS.

export const note = style({
  position: 'fixed',
  insetInline: vars.space[3],
  bottom: vars.space[3],
  zIndex: 30,
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  ...responsiveStyle({ tablet: { padding: vars.space[5] } }),
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({ marginTop: vars.space[1], color: vars.color.inkMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginTop: vars.space[3],
});

/** Accept and Reject: the same look and the same width, neither nudged (equal prominence). */
export const action = style({ flex: '1 1 9rem' });

export const choices = style({
  display: 'grid',
  gap: vars.space[3],
  marginBlock: vars.space[4],
  padding: 0,
  border: 'none',
});

export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[3],
  alignItems: 'start',
  fontWeight: vars.fontWeight.semibold,
});

export const checkbox = style({
  width: 24,
  height: 24,
  margin: 0,
  accentColor: vars.color.brand,
});

export const choiceText = style({
  gridColumn: 2,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.inkMuted,
});
