// Build-only entry: imports every stylesheet the package ships (the components through the barrel,
// the server-only site frame) so esbuild writes their union once; scripts/bundle-css.mjs turns it
// into dist/styles.css and removes this entry's output.
export * from './index';
export * from './site';
