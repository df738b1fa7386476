// Installs the token values on :root; the package's one stylesheet needs it even though nothing
// imports a name from it.
import './theme.css';

export { type Breakpoint, breakpoints, mq } from './breakpoints';
export { vars } from './contract.css';
export { TEXT_FACE, TEXT_FONT_STACK, textFontFaceRule } from './fontFace';
export { type ResponsiveRule, responsiveStyle } from './responsiveStyle';
export { tokens } from './tokens';
export { visuallyHidden } from './utils.css';
