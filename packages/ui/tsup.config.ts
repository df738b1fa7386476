import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig((options) => ({
  // One entry per component as well as the barrel, so each island a site hydrates loads as its own
  // small chunk instead of one chunk holding every island.
  entry: [
    'src/index.ts',
    'src/css-bundle.ts',
    'src/components/*/index.ts',
    // The dialog's class names alone, for markup built without React (src/components/Dialog/classes.ts).
    'src/components/Dialog/classes.ts',
    // DOM islands: what a site runs without React (src/behaviours/).
    'src/behaviours/heroMode.ts',
    'src/behaviours/liveDemo.ts',
    // Helpers for styles written against the theme, in this package and beside it.
    'src/theme/index.ts',
    'src/utils/cx.ts',
    // Read by `landing library-css` (tooling/devkit/src/cli/library-css.ts): the font face is the theme's decision.
    'src/theme/fontFace.ts',
  ],
  splitting: true,
  format: ['esm'],
  target: 'es2022',
  // Declarations come from one `tsc -p tsconfig.build.json` run (the build script): tsup's dts
  // build with an entry per component took minutes.
  dts: false,
  // In watch mode (`npm run dev`) the previous build stays in place while the next one is written,
  // so the sites' dev servers never see dist/styles.css missing.
  clean: !options.watch,
  treeshake: true,
  sourcemap: false,
  // Read by `landing library-css` (tooling/devkit/src/cli/library-css.ts) (which chunk loads with import(), which CSS is whose), then removed.
  metafile: true,
  external: ['react', 'react-dom', 'react-router-dom', /^@landing\//],
  // Drawings imported as files (src/assets/covers/covers.ts) are copied beside the bundle and the
  // import kept, so the site's Vite build turns each into a hashed URL
  // (`docs/ARCHITECTURE.md "Drawings are files"`).
  loader: { '.svg': 'copy' },
  // …under their own names: the site's build adds the one content hash.
  esbuildOptions(options) {
    options.assetNames = '[name]';
  },
  // Class names stay readable in the debug-friendly form; the CSS is small either way.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
}));
