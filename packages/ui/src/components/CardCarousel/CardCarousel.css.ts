import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { responsiveStyle } from '../../theme/responsiveStyle.js';

/**
 * Card width on the swipe track. Container units (`cqi`) resolve against the carousel itself, so
 * the centring padding below stays right whatever the track's own padding is. docs/PRODUCT.md §9.8: the
 * fallback is 80% of the container.
 */
export const cardWidthVar = createVar();
const cardWidth = fallbackVar(cardWidthVar, '80cqi');

export const root = style({
  containerType: 'inline-size',
});

export const track = style([
  responsiveStyle({
    mobile: {
      display: 'flex',
      // docs/PRODUCT.md §9.8: 16 px between cards.
      gap: vars.space[4],
      margin: 0,
      // Vertical room so focus outlines of the cards are not clipped by the scroller.
      paddingBlock: vars.space[2],
      // Padding that lets the first and last cards snap to the centre like every other card, so
      // card n sits at scrollLeft = n × step and the index is a division, not a search.
      paddingInline: `calc((100cqi - ${cardWidth}) / 2)`,
      listStyle: 'none',
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollSnapType: 'x mandatory',
      scrollbarWidth: 'none',
      position: 'relative',
    },
    // From the tablet breakpoint it is a plain grid: no scroller, no snapping (docs/PRODUCT.md §2.2 item 2).
    tablet: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      paddingInline: 0,
      overflow: 'visible',
      scrollSnapType: 'none',
    },
    desktop: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
  {
    selectors: { '&::-webkit-scrollbar': { display: 'none' } },
    '@media': {
      '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
    },
  },
]);

export const card = style({
  flex: `0 0 ${cardWidth}`,
  minWidth: 0,
  scrollSnapAlign: 'center',
});

export const controls = style(
  responsiveStyle({
    mobile: {
      display: 'grid',
      justifyItems: 'center',
      gap: vars.space[2],
      marginTop: vars.space[3],
    },
    tablet: { display: 'none' },
  }),
);

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
});

export const arrow = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.brandSoft },
    // aria-disabled rather than disabled: a disabled button drops focus at the end of the track.
    '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const counter = style({
  minWidth: '6ch',
  margin: 0,
  textAlign: 'center',
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.ink,
});

export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  // Twenty 24 px targets do not fit a 390 px phone on one line; rows of ten keep them at the
  // WCAG 2.5.8 minimum size instead of shrinking them.
  maxWidth: 240,
});

export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: 24,
  height: 32,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: vars.radius.full,
    background: vars.color.borderStrong,
    transitionProperty: 'transform, background-color',
    transitionDuration: vars.duration.fast,
  },
  selectors: {
    '&[aria-current="true"]::before': { background: vars.color.brand, transform: 'scale(1.5)' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&::before': { background: 'CanvasText' },
        '&[aria-current="true"]::before': { background: 'Highlight' },
      },
    },
  },
});
