import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.js';
import { responsiveStyle } from '../../../theme/responsiveStyle.js';

/** One column, three from the desktop width. */
export const root = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[6] },
  responsiveStyle({ desktop: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
]);
