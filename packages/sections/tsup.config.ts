import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig((options) => ({
  // One entry per section as well as the barrel, so an island a section carries (the cover
  // gallery's) loads as its own small chunk.
  entry: ['src/index.ts', 'src/*/index.ts', 'src/*/*/index.ts', 'src/css-bundle.ts'],
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
  // The hero's drawing is a file (docs/ARCHITECTURE.md "Drawings are files"): copied beside the
  // bundle under its own name, and the site's Vite build adds the content hash.
  loader: { '.svg': 'copy' },
  esbuildOptions(options) {
    options.assetNames = '[name]';
  },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
}));
