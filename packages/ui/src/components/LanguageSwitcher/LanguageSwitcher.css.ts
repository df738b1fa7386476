import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  minWidth: 44,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    // The current language is told by weight and an underline, not by colour alone.
    '&[aria-current="page"]': {
      fontWeight: vars.fontWeight.bold,
      textDecoration: 'underline',
      textDecorationThickness: 2,
      textUnderlineOffset: 6,
    },
  },
});

/** `default` on light surfaces, `inverse` on dark ones. */
export const tone = styleVariants({
  default: {
    color: vars.color.inkMuted,
    selectors: {
      '&:hover, &[aria-current="page"]': { color: vars.color.brandInk },
      '&:hover': { background: vars.color.brandSoft },
    },
  },
  inverse: {
    color: vars.color.inkInverse,
    selectors: {
      '&:hover': { background: `color-mix(in srgb, ${vars.color.inkInverse} 12%, transparent)` },
    },
  },
});

export const LANGUAGE_SWITCHER_TONES = ['default', 'inverse'] as const;
