import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { responsiveStyle } from '../../theme/responsiveStyle';

/** Tone names, reused by the stories' argTypes. */
export const CTA_BANNER_TONES = ['brand', 'soft', 'trial'] as const;

/**
 * The violet band. The theme's blue focus ring (theme.css.ts) has 1.7:1 against the violet, under
 * the 3:1 a focus indicator needs, so inside this band it is drawn in the band's text colour
 * (white, 9.0:1).
 */
const brandBand = style({});
globalStyle(`${brandBand} :focus-visible`, { outlineColor: vars.color.inkInverse });

export const root = recipe({
  base: {
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space[4],
    // It sits between sections: as wide as their content (inside the page gutter), with the gap
    // a section leaves under its content (Section.css.ts) before the next one.
    width: `calc(100% - 2 * ${vars.layout.gutter})`,
    maxWidth: `calc(${vars.layout.contentWidth} - 2 * ${vars.layout.gutter})`,
    margin: `0 auto ${vars.space[12]}`,
    padding: `${vars.space[10]} ${vars.space[5]}`,
    borderRadius: vars.radius.xl,
    textAlign: 'center',
    ...responsiveStyle({
      tablet: { padding: `${vars.space[12]} ${vars.space[10]}` },
      desktop: { marginBottom: vars.space[16] },
    }),
  },
  variants: {
    tone: {
      brand: [brandBand, { background: vars.color.brand, color: vars.color.inkInverse }],
      soft: { background: vars.color.brandSoft, color: vars.color.ink },
      // The risk-free trial banner (docs/PRODUCT.md §2.2 item 1): warm, with a solid hairline in a
      // tint of the accent, raised a little like the cards.
      trial: {
        background: vars.color.accentSoft,
        color: vars.color.ink,
        border: `1px solid color-mix(in srgb, ${vars.color.accent} 30%, transparent)`,
        boxShadow: vars.shadow.sm,
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
