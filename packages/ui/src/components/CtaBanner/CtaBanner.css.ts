import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { responsiveStyle } from '../../theme/responsiveStyle';

/** Tone names, reused by the stories' argTypes. */
export const CTA_BANNER_TONES = ['brand', 'soft', 'trial'] as const;

export const root = recipe({
  base: {
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space[4],
    maxWidth: vars.layout.contentWidth,
    marginInline: 'auto',
    padding: `${vars.space[10]} ${vars.space[5]}`,
    borderRadius: vars.radius.xl,
    textAlign: 'center',
    ...responsiveStyle({ tablet: { padding: `${vars.space[12]} ${vars.space[10]}` } }),
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand, color: vars.color.inkInverse },
      soft: { background: vars.color.brandSoft, color: vars.color.ink },
      // The risk-free trial banner (docs/PRODUCT.md §2.2 item 1): warm, with a dashed edge like a coupon.
      trial: {
        background: vars.color.accentSoft,
        color: vars.color.ink,
        border: `2px dashed ${vars.color.accent}`,
      },
    },
  },
  defaultVariants: { tone: 'brand' },
});

export type CtaBannerVariants = NonNullable<RecipeVariants<typeof root>>;

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surface,
  color: vars.color.brandInk,
});

export const heading = style({
  maxWidth: '40rem',
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
  ...responsiveStyle({ tablet: { fontSize: vars.fontSize['3xl'] } }),
});

export const text = style({
  maxWidth: '36rem',
  textWrap: 'pretty',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
  marginTop: vars.space[2],
});

export const note = style({ fontSize: vars.fontSize.sm });

// A secondary action on the brand colour: an outline in the text colour, legible on violet.
export const onBrandSecondary = style({
  selectors: {
    '&, &:hover:not(:disabled)': {
      background: 'transparent',
      color: vars.color.inkInverse,
      borderColor: vars.color.inkInverse,
    },
    '&:hover:not(:disabled)': {
      background: `color-mix(in srgb, ${vars.color.inkInverse} 12%, transparent)`,
    },
  },
});
