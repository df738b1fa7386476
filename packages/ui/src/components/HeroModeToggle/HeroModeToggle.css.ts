import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { responsiveStyle } from '../../theme/responsiveStyle';

// Centred above the hero, inset by the page gutter on a phone; as wide as its two tabs from the
// tablet width.
export const root = style({
  display: 'flex',
  width: `calc(100% - 2 * ${vars.layout.gutter})`,
  maxWidth: '32rem',
  margin: `${vars.space[4]} auto 0`,
  gap: vars.space[1],
  padding: vars.space[1],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  ...responsiveStyle({ tablet: { width: 'fit-content', maxWidth: 'none' } }),
});

export const tab = style({
  // Each tab as wide as its label, the room left shared: both labels fit a 390 px phone on one line.
  flex: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 44 px target; the two labels may wrap on narrow phones, both tabs then grow together.
  minHeight: 44,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textWrap: 'balance',
  textDecoration: 'none',
  transitionProperty: 'background-color, color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover': { color: vars.color.ink },
    // Selected is told by weight, surface and shadow, not by colour alone.
    '&[data-state="active"]': {
      background: vars.color.surface,
      color: vars.color.brandInk,
      fontWeight: vars.fontWeight.semibold,
      boxShadow: vars.shadow.sm,
    },
  },
  ...responsiveStyle({
    tablet: { flex: '0 0 auto', paddingInline: vars.space[4], fontSize: vars.fontSize.md },
  }),
});
