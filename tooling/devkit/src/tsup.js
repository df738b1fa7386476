// Plain JavaScript (types in tsup.d.ts): a library's tsup.config.ts imports this, and tsup loads
// config files with Node, as Vite does (see vite.js).
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/** @type {typeof import('./tsup.d.ts').defineLibraryBuild} */
export function defineLibraryBuild({ entry, copySvg = false }) {
  return defineConfig((options) => ({
    entry,
    splitting: true,
    format: ['esm'],
    target: 'es2022',
    // Declarations come from one `tsc -p tsconfig.build.json` run (each package's build script):
    // tsup's dts build with an entry per component took minutes.
    dts: false,
    // In watch mode (`npm run dev`) the previous build stays in place while the next one is
    // written, so the sites' dev servers never see dist/styles.css missing.
    clean: !options.watch,
    treeshake: true,
    sourcemap: false,
    // Read by `landing library-css` (cli/library-css.ts): which chunk loads with import(), which
    // CSS is whose; then removed.
    metafile: true,
    external: ['react', 'react-dom', 'react-router-dom', /^@landing\//],
    // Drawings imported as files are copied beside the bundle under their own names and the
    // import kept, so the site's Vite build adds the one content hash
    // (docs/ARCHITECTURE.md "Drawings are files").
    ...(copySvg && {
      loader: { '.svg': 'copy' },
      esbuildOptions(esbuild) {
        esbuild.assetNames = '[name]';
      },
    }),
    // Short class names; the CSS is small either way.
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  }));
}
