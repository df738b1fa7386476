import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { responsiveStyle } from '../../theme/responsiveStyle';
import { BUTTON_VARIANTS, root as buttonRecipe } from '../Button/Button.css';

/** Dialog widths, reused by the stories' argTypes. */
export const DIALOG_SIZES = ['md', 'lg'] as const;

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const root = style({
  // The dialog box itself has no padding: a click whose target is the <dialog> element is then
  // always a click on the backdrop (see Dialog.tsx).
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  boxShadow: vars.shadow.lg,
  width: `calc(100% - 2 * ${vars.space[4]})`,
  maxHeight: `calc(100dvh - 2 * ${vars.space[4]})`,
  overflow: 'hidden',
  selectors: {
    '&[open]': { animation: `${enter} ${vars.duration.base} ${vars.easing.standard}` },
    '&::backdrop': {
      background: `color-mix(in srgb, ${vars.color.ink} 60%, transparent)`,
      animation: `${fade} ${vars.duration.base} ${vars.easing.standard}`,
    },
  },
});

export const size = styleVariants({
  md: { maxWidth: '36rem' },
  lg: { maxWidth: '56rem' },
});

/**
 * The Button recipe resolved at build time into plain class strings, one per variant (size md).
 * The dialogs are islands: this keeps the recipe runtime out of their chunks (~1 KB brotli less)
 * while the buttons look exactly like `Button`.
 */
export const buttonClass = Object.fromEntries(
  BUTTON_VARIANTS.map((variant) => [variant, buttonRecipe({ variant })]),
) as Record<(typeof BUTTON_VARIANTS)[number], string>;

/**
 * A trigger's two forms (`DialogTrigger.fallbackHref`): the button for a page whose script runs,
 * the link for one with JavaScript off (`scripting: none`), so the control still leads somewhere.
 * The link is hidden unless the browser says it runs no script, so one that does not know the
 * media feature shows the button alone, as before.
 */
export const scriptedTrigger = style({ '@media': { '(scripting: none)': { display: 'none' } } });
export const scriptlessTrigger = style({
  display: 'none',
  '@media': { '(scripting: none)': { display: 'inline-flex' } },
});

// Scroll lock without layout shift (docs/ARCHITECTURE.md "Dialog"): while a modal of ours is open the page stops
// scrolling and keeps its scrollbar gutter, so nothing behind the backdrop moves sideways. Pure CSS
// (`:has`), so no script touches <html>.
globalStyle('html:has(dialog[data-scroll-lock][open])', {
  overflow: 'hidden',
  scrollbarGutter: 'stable',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'inherit',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[4]} ${vars.space[4]} 0 ${vars.space[5]}`,
  ...responsiveStyle({
    tablet: { padding: `${vars.space[5]} ${vars.space[5]} 0 ${vars.space[8]}` },
  }),
});

export const title = style({
  paddingTop: vars.space[2],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  textWrap: 'balance',
  ...responsiveStyle({ tablet: { fontSize: vars.fontSize['2xl'] } }),
});

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.inkMuted,
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.ink },
  },
});

export const body = style({
  padding: `${vars.space[4]} ${vars.space[5]} ${vars.space[6]}`,
  ...responsiveStyle({
    tablet: { padding: `${vars.space[5]} ${vars.space[8]} ${vars.space[8]}` },
  }),
});
