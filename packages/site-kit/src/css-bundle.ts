// Build-only entry: imports every stylesheet the package ships so esbuild writes their union once;
// scripts/bundle-css.mjs turns it into dist/styles.css and removes this entry's output.
export * from './islands';
export * from './site';
