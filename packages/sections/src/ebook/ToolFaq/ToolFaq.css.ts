import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space[3],
  maxWidth: '48rem',
  margin: '0 auto',
});

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  padding: `0 ${vars.space[4]}`,
});

/** The question's row: a 44 px touch target. */
export const summary = style({
  cursor: 'pointer',
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  fontWeight: vars.fontWeight.semibold,
});

export const question = style({ margin: 0, fontSize: vars.fontSize.md });

export const answer = style({
  margin: `0 0 ${vars.space[4]}`,
  lineHeight: vars.lineHeight.normal,
});
