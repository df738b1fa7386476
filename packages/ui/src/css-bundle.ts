// Build-only entry: imports every stylesheet the package ships (the components and the theme
// through the barrel) so esbuild writes their union once; `landing library-css` turns it into
// dist/styles.css and removes this entry's output.
export * from './index';
