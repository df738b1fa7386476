import { defineConfig } from 'tsup';

export default defineConfig((options) => ({
  entry: ['src/index.ts', 'src/react.ts', 'src/stub.ts'],
  format: ['esm'],
  target: 'es2022',
  external: ['react'],
  // TS 6 deprecates options tsup's dts build still sets (docs/TOOLCHAIN.md "Versions"). The
  // declarations describe dist/, so they read other packages' built types, not their source.
  dts: { compilerOptions: { ignoreDeprecations: '6.0', customConditions: [] } },
  // Watch mode (`npm run dev`) keeps the previous build until the next is written.
  clean: !options.watch,
  treeshake: true,
  sourcemap: false,
}));
