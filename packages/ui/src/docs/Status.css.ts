import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** One line under the page's title: the badge, then what the status means for this component. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space[2],
  marginBlock: `${vars.space[3]} ${vars.space[6]}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.ink,
});

const badgeBase = style({
  flex: 'none',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: '20px',
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

/** The sidebar badge's colours (.storybook/manager.ts): beta stands out, stable stays quiet. */
export const badge = styleVariants({
  stable: [badgeBase, { color: vars.color.inkMuted, background: vars.color.border }],
  beta: [badgeBase, { color: vars.color.accent, background: vars.color.accentSoft }],
});

export const meaning = style({
  flex: '1 1 20rem',
  margin: 0,
});
