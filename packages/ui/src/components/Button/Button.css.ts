import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Variant names, reused by the stories' argTypes. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'inverse'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    // 44 px minimum target (WCAG 2.5.5) at every size but `sm`, which still meets 2.5.8's 24 px.
    minHeight: 44,
    borderRadius: vars.radius.full,
    border: '2px solid transparent',
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.inkInverse,
        boxShadow: vars.shadow.sm,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brandInk,
        borderColor: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brandInk,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
      },
      inverse: {
        background: vars.color.surface,
        color: vars.color.brandInk,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
      },
    },
    size: {
      sm: { minHeight: 32, paddingInline: vars.space[3], fontSize: vars.fontSize.sm },
      md: { paddingInline: vars.space[5], fontSize: vars.fontSize.md },
      lg: { minHeight: 52, paddingInline: vars.space[8], fontSize: vars.fontSize.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof root>>;
