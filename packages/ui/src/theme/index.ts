export { type Breakpoint, breakpoints, mq } from './breakpoints';
export { vars } from './contract.css';
export { responsiveStyle } from './responsiveStyle';
export { themeSelector } from './theme.css';
export { PALETTE_NAMES, type PaletteName, tokens } from './tokens';
export { visuallyHidden } from './utils.css';
