import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space[4],
  top: vars.space[2],
  zIndex: 100,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  background: vars.color.surface,
  color: vars.color.brandInk,
  borderRadius: vars.radius.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const main = style({ display: 'block', minHeight: '60vh' });
