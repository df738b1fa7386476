import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.js';

/** The trust points under the hero actions, in one wrapping line. */
export const trust = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  justifyContent: 'center',
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});
