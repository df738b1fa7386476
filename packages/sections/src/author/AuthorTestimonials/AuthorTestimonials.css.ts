import { responsiveStyle, vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

/** One column, three from the desktop width. */
export const root = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[6] },
  responsiveStyle({ desktop: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
]);
