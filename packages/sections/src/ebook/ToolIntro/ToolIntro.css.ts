import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space[3],
  maxWidth: '40rem',
  margin: '0 auto',
  textAlign: 'left',
});

export const label = style({ fontWeight: vars.fontWeight.semibold });

/** The text input and the select: a 44 px touch target. */
export const field = style({
  font: 'inherit',
  minHeight: '44px',
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
