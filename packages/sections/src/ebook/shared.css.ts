import { vars } from '@landing/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// Layout the ebook blocks share. Fixed image boxes and reserved sizes keep CLS at 0
// (docs/PRODUCT.md §9).

/** A column of a block's parts. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });

/** A centred, wrapping row of calls to action. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
  justifyContent: 'center',
  alignItems: 'center',
});

/** A row of calls to action aligned with the text above it. */
export const rowStart = style([row, { justifyContent: 'flex-start' }]);

/** A list of short points, each after a tick. */
export const tickList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

export const tickItem = style({
  display: 'flex',
  gap: vars.space[2],
  alignItems: 'flex-start',
  lineHeight: 1.5,
});

/** The decorative tick before a point. */
export const tick = style({
  flex: 'none',
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
});

/** A grid of cards (tools, audiences), each stretched to its cell. */
export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

globalStyle(`${cardGrid} > li`, { display: 'flex' });
// The card is another component: the grid stretches whatever root it renders.
globalStyle(`${cardGrid} > li > *`, { flex: 1 });

/** A heading inside a block, under the section's own. */
export const subheading = style({ margin: 0, fontSize: '1.25rem', textAlign: 'center' });

export const center = style({ textAlign: 'center' });

/** An inline text link. */
export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: '0.2em',
});
