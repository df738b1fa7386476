import { globalStyle, style } from '@vanilla-extract/css';
import { HAVE_BOOK_HASH, HERO_PANEL_ATTRIBUTE } from '../../behaviours/heroMode';
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

/**
 * The page's URL hash names the have-book mode: `#have-book`, or a place inside that block (its
 * "See how it works" to `#steps-section`, docs/PRODUCT.md §4.1). `:target` follows links, shared
 * addresses and back/forward, so these rules switch the mode before any script runs, and without
 * one. The script takes over by setting `data-state` on the blocks and tabs (`bindHeroModeToggle`):
 * `:target` does not follow the `pushState` it switches with, so every rule here stands aside from
 * an element that has it.
 */
const haveHash = `${HAVE_BOOK_HASH}:target, [${HERO_PANEL_ATTRIBUTE}="have"] :target`;
const byHashHave = `:root:has(${haveHash})`;
const byHashCreate = `:root:not(:has(${haveHash}))`;
const unscripted = ':not([data-state])';

globalStyle(`${byHashHave} [${HERO_PANEL_ATTRIBUTE}="create"]${unscripted}`, { display: 'none' });
// Over the block's `hidden` attribute, which keeps it out of a page read without this stylesheet.
globalStyle(`${byHashHave} [${HERO_PANEL_ATTRIBUTE}="have"]${unscripted}`, { display: 'block' });

/**
 * What `#have-book` names: an empty box at the very top of the page (no positioned ancestor), so
 * following the link, with or without script, lands at the top, where the have-book block starts.
 */
export const haveBookTarget = style({ position: 'absolute', top: 0 });

// Selected is told by weight, surface and shadow, not by colour alone.
const selectedLook = {
  background: vars.color.surface,
  color: vars.color.brandInk,
  fontWeight: vars.fontWeight.semibold,
  boxShadow: vars.shadow.sm,
};

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
    '&[data-state="active"]': selectedLook,
    [`${byHashCreate} &[data-mode="create"]${unscripted}`]: selectedLook,
    [`${byHashHave} &[data-mode="have"]${unscripted}`]: selectedLook,
  },
  ...responsiveStyle({
    tablet: { flex: '0 0 auto', paddingInline: vars.space[4], fontSize: vars.fontSize.md },
  }),
});
