import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { responsiveStyle } from '../../theme/responsiveStyle';

/** Height of the bar; fixed so the sticky header never changes the page's layout. */
export const HEADER_HEIGHT = 64;

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  height: HEADER_HEIGHT,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

// Hidden above the page until focused; moves with transform only.
export const skipLink = style({
  position: 'absolute',
  top: vars.space[2],
  left: vars.space[2],
  zIndex: 1,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.inkInverse,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  height: '100%',
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  ...responsiveStyle({
    tablet: { gap: vars.space[4], paddingInline: vars.layout.gutter },
    // The full bar is tight in Spanish (see desktopOnly): its groups sit a little closer.
    wide: { gap: vars.space[3] },
  }),
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 44,
  marginInlineEnd: 'auto',
  color: vars.color.brand,
  textDecoration: 'none',
  flexShrink: 0,
});

export const brandName = style({
  color: vars.color.ink,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});

// The bar holds the links, the languages and Log in from the wide breakpoint (1280 px): the Spanish
// ebook bar, with its short labels, needs 1,134 px of the 1,160 there (measured in Chromium with
// Inter), so narrower screens, tablets in landscape included, fold them into the menu. A browser
// test (site-basics "fits the screen") fails when a label no longer fits.
const desktopOnly = responsiveStyle({ mobile: { display: 'none' }, wide: { display: 'flex' } });

export const desktopNav = style(desktopOnly);
export const desktopLanguages = style(desktopOnly);

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  // A label that does not fit scrolls the page sideways, which a browser test catches, rather
  // than wrapping into a two-line bar nobody checks.
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.brandInk },
    '&[aria-current="page"]': { color: vars.color.brandInk, textDecoration: 'underline' },
  },
});

// The log-in link: a quiet text link (navLink) before the call to action on wide screens; on phones
// it is a row of the menu (menuLink). Only one of the two is displayed at a time. Declared after
// navLink, so its display wins.
export const desktopLogin = style([desktopOnly, { flexShrink: 0, whiteSpace: 'nowrap' }]);

// Below the full bar, the call to action keeps its one line while the bar has room (every label of
// both languages on a 360 px phone); a longer one, as the pseudo-locale's 40% (docs/ARCHITECTURE.md
// "Pseudo-locale"), wraps between words into two lines, which the button's 44 px still holds,
// instead of pushing the menu button off the screen. In the full bar it never shrinks, as before:
// allowed to, the Spanish label was once caught on two lines at 1280 px under load (most likely in
// the fallback font, which `font-display: optional` keeps when the font is late).
export const cta = style({
  flexShrink: 1,
  textWrap: 'balance',
  ...responsiveStyle({
    mobile: { paddingInline: vars.space[4] },
    wide: { flexShrink: 0, whiteSpace: 'nowrap' },
  }),
});

// Below the wide breakpoint: the links, Log in and the language switcher fold into a native
// disclosure that works without JS.
export const menu = style(
  responsiveStyle({ mobile: { display: 'block' }, wide: { display: 'none' } }),
);

// Icon only, 44 px: the label is read by screen readers, and the bar keeps room for the brand and
// the call to action on 360 px phones.
export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceSunken },
  },
});

export const menuIcon = style({ flexShrink: 0 });
export const menuIconOpen = style({});
export const menuIconClosed = style({});
globalStyle(`details[open] > ${menuButton} ${menuIconClosed}`, { display: 'none' });
globalStyle(`details:not([open]) > ${menuButton} ${menuIconOpen}`, { display: 'none' });

// The open panel overlays the page instead of pushing it down: no layout shift.
export const menuPanel = style({
  position: 'absolute',
  top: '100%',
  left: vars.space[2],
  right: vars.space[2],
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

export const menuList = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuLink = style([navLink, { width: '100%', paddingInline: vars.space[3] }]);

export const menuLanguages = style({
  paddingTop: vars.space[2],
  borderTop: `1px solid ${vars.color.border}`,
});
