import { style } from '@vanilla-extract/css';

/** The skip link moves focus here; no outline on a programmatic focus of the whole page. */
export const main = style({
  display: 'block',
  selectors: { '&:focus': { outline: 'none' } },
});
