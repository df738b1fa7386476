import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { tokens } from './tokens';

/** Where the theme's custom properties live. A second theme would be a createTheme() on the same contract. */
export const themeSelector = ':root';
createGlobalTheme(themeSelector, vars, tokens);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// The page scrolls at once (no `scroll-behavior: smooth`): a shared link, a header link to a
// section ten screens down, the skip link and Back put their target under the header in the same
// frame, with or without script. Only a short in-page jump glides, where the page's script lets it
// (`glideShortJumps`, packages/ui/src/behaviours/inPageJumps.ts).
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: vars.space[16],
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.ink,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('img, svg, video, iframe', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

// Honour the user's motion setting everywhere, including third-party content.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
