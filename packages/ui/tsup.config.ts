import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  // TS 6 deprecates options tsup's dts build still sets (TOOLCHAIN.md).
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  treeshake: true,
  sourcemap: false,
  external: ['react', 'react-dom', /^@landing\//],
  // Class names stay readable in the debug-friendly form; the CSS is small either way.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
