import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

// Styles several author blocks share.

/** The content-width column with the page gutter, for blocks that are not a `Section`. */
export const container = style({
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
});

/** A link to another site: underlined, with the external-link icon. */
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

/** A centred call to action under a section's content. */
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

/** A heading inside a card. */
export const subheading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

/** Small print. */
export const note = style({
  margin: 0,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** Small print closing a section, centred under its content. */
export const centerNote = style([
  note,
  { marginTop: vars.space[8], marginInline: 'auto', maxWidth: '44rem', textAlign: 'center' },
]);

/** An icon before a point of a list. */
export const pointIcon = style({ flexShrink: 0, color: vars.color.brandInk });
