import { vars } from '@landing/ui/theme';

/**
 * The look of the consent banner, the settings' choices and the language suggestion
 * (src/consent/ui.ts), in the theme's variables. Set on the elements by the script that builds
 * them, which loads only when one is due: unlike a stylesheet, these rules cost nothing in every
 * page's inlined CSS (the landing's HTML+CSS budget, budgets.json). The dialog and the buttons
 * use the components' own classes.
 */
export type Style = Partial<Record<keyof CSSStyleDeclaration, string>>;

/** A note fixed to the bottom of the viewport, above the page: showing it moves nothing. */
export const note: Style = {
  position: 'fixed',
  insetInline: vars.space[3],
  bottom: vars.space[3],
  zIndex: '30',
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
};

export const title: Style = { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold };

export const muted: Style = { marginTop: vars.space[1], color: vars.color.inkMuted };

export const actions: Style = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginTop: vars.space[3],
};

/** Accept and Reject: the same look and the same width, neither nudged (equal prominence). */
export const action: Style = { flex: '1 1 9rem' };

export const choices: Style = { display: 'grid', gap: vars.space[3], marginBlock: vars.space[4] };

export const choice: Style = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[3],
  alignItems: 'start',
  fontWeight: vars.fontWeight.semibold,
};

export const checkbox: Style = {
  width: '24px',
  height: '24px',
  margin: '0',
  accentColor: vars.color.brand,
};

export const choiceText: Style = {
  gridColumn: '2',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.inkMuted,
};
