import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { responsiveStyle } from '../../theme/responsiveStyle.js';

/** Books the strip shows and reserves room for (docs/PRODUCT.md §4.11 and §9.1). */
export const STRIP_SIZE = 6;

export const frame = style({ position: 'relative' });

// The grid is the same for placeholders and books: 6 cells (2 rows of 3 on tablets, 1 row of 6 on
// desktops), each a fixed cover ratio plus fixed text lines, so the swap moves nothing.
export const grid = style([
  {
    display: 'grid',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  responsiveStyle({
    mobile: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[4] },
    tablet: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space[5] },
    desktop: { gridTemplateColumns: `repeat(${STRIP_SIZE}, minmax(0, 1fr))`, gap: vars.space[6] },
  }),
]);

export const item = style({ display: 'grid', minWidth: 0 });

/** An empty cell that keeps the grid's height when fewer than 6 books arrive. */
export const spacer = style({ visibility: 'hidden' });
