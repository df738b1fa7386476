import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * The look of the consent banner, the settings' choices and the language suggestion
 * (src/consent/ui.ts), in the theme's variables. The dialog and the buttons use the components'
 * own classes. These rules are not in the library's stylesheet that every page inlines: they
 * travel with the script that builds the notes, which loads only when one is due
 * (tooling/devkit/src/cli/library-css.ts, docs/ARCHITECTURE.md "Styling").
 */

/** A note fixed to the bottom of the viewport, above the page: showing it moves nothing. */
export const note = style({
  position: 'fixed',
  insetInline: vars.space[3],
  bottom: vars.space[3],
  zIndex: 30,
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: `clamp(${vars.space[4]}, 4vw, ${vars.space[5]})`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const muted = style({ marginTop: vars.space[1], color: vars.color.inkMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginTop: vars.space[3],
});

/** Accept and Reject: the same look and the same width, neither nudged (equal prominence). */
export const action = style({ flex: '1 1 9rem' });

export const choices = style({ display: 'grid', gap: vars.space[3], marginBlock: vars.space[4] });

export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[3],
  alignItems: 'start',
  fontWeight: vars.fontWeight.semibold,
});

export const checkbox = style({
  width: '24px',
  height: '24px',
  margin: 0,
  accentColor: vars.color.brand,
});

export const choiceText = style({
  gridColumn: '2',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.inkMuted,
});
