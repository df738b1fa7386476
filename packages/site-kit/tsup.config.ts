import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig((options) => ({
  // The server side (islands' markup, the renderer and frame) and the browser side (the island
  // runtime, `startSite`, each live island as its own chunk) are separate entries, so neither
  // reaches the other side of the page.
  entry: [
    'src/islands/index.ts',
    'src/islands/hydrate.ts',
    'src/client.ts',
    'src/site/index.ts',
    'src/live/*/index.ts',
    'src/css-bundle.ts',
  ],
  splitting: true,
  format: ['esm'],
  target: 'es2022',
  // Declarations come from one `tsc -p tsconfig.build.json` run (the build script).
  dts: false,
  // Watch mode (`npm run dev`) keeps the previous build until the next is written.
  clean: !options.watch,
  treeshake: true,
  sourcemap: false,
  // Read by `landing library-css` (which chunk loads with import(), which CSS is whose), then removed.
  metafile: true,
  external: ['react', 'react-dom', 'react-router-dom', /^@landing\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
}));
