import { responsiveStyle, vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';
import { container } from '../shared.css.js';

/** The link to the marketplace and the bundle card, under the strip. */
export const band = style([
  container,
  { display: 'grid', gap: vars.space[8], justifyItems: 'center' },
  responsiveStyle({
    mobile: { paddingBottom: vars.space[12] },
    desktop: { paddingBottom: vars.space[16] },
  }),
]);

export const viewAll = style({ margin: 0, textAlign: 'center' });

export const bundle = style({ width: '100%', maxWidth: '56rem' });
