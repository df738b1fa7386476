import { defineConfig } from 'tsup';

export default defineConfig((options) => ({
  // `legal` and `sources` read a file (node:fs): server entries and the build only.
  entry: [
    'src/site-config.ts',
    'src/ssr-contract.ts',
    'src/legal.ts',
    'src/sources.ts',
    'src/production.ts',
  ],
  format: ['esm'],
  target: 'es2022',
  // TS 6 deprecates options tsup's dts build still sets (docs/TOOLCHAIN.md "Versions"). The
  // declarations describe dist/, so they read other packages' built types, not their source.
  dts: { compilerOptions: { ignoreDeprecations: '6.0', customConditions: [] } },
  // Watch mode (`npm run dev`) keeps the previous build until the next is written.
  clean: !options.watch,
  treeshake: true,
  sourcemap: false,
}));
