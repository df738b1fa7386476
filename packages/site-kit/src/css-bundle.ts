// Build-only entry: imports every stylesheet the package ships so esbuild writes their union once;
// `landing library-css` turns it into dist/styles.css and removes this entry's output.
export * from './islands';
export * from './site';
