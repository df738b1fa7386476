import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

// Every part has a fixed height (cover by aspect ratio, text by line count), shared with the
// placeholder, so swapping placeholders for books moves nothing (no CLS, docs/PRODUCT.md §4.11).
const titleLines = 2;

export const root = style({
  display: 'grid',
  gridTemplateRows: 'auto auto auto',
  alignContent: 'start',
  gap: vars.space[2],
  minWidth: 0,
  color: vars.color.ink,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
});

export const link = style({
  selectors: {
    '&:focus-visible': { outlineOffset: '4px' },
  },
});

export const cover = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '2 / 3',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.placeholder,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'transform, box-shadow',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    [`${link}:hover &`]: { transform: 'translateY(-3px)', boxShadow: vars.shadow.md },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { [`${link}:hover &`]: { transform: 'none' } },
    },
  },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const title = style({
  display: '-webkit-box',
  WebkitLineClamp: titleLines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  minHeight: `calc(${titleLines} * ${vars.lineHeight.snug} * ${vars.fontSize.sm})`,
  overflowWrap: 'anywhere',
  selectors: {
    [`${link}:hover &`]: { textDecoration: 'underline' },
  },
});

export const price = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  minHeight: `calc(${vars.lineHeight.snug} * ${vars.fontSize.sm})`,
  color: vars.color.brandInk,
});

export const placeholderLines = style({
  display: 'grid',
  alignContent: 'space-evenly',
  minHeight: `calc(${titleLines} * ${vars.lineHeight.snug} * ${vars.fontSize.sm})`,
});

export const placeholderLine = style({
  display: 'block',
  height: '0.7em',
  fontSize: vars.fontSize.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.placeholder,
  selectors: {
    '&:nth-child(2)': { width: '60%' },
  },
});

export const placeholderPrice = style([price, { display: 'flex', alignItems: 'center' }]);

export const placeholderPriceBar = style([placeholderLine, { width: '35%' }]);
