import { defineConfig } from 'tsup';

export default defineConfig((options) => ({
  // The vocabulary is an entry of its own so the tracking package, which every page loads at
  // once, pulls in its lists without the formatters the islands use.
  entry: {
    index: 'src/index.ts',
    en: 'src/en.ts',
    es: 'src/es.ts',
    vocabulary: 'src/vocabulary.ts',
    // The locale table, likewise small and import-free, for the consent banner and the links.
    'locale-table': 'src/locale-table.ts',
    // The cookie list, which the consent code reads to withdraw a purpose's cookies.
    cookies: 'src/legal/cookies.ts',
    // What the browser builds without React (the consent banner), one small module per language.
    'client/en': 'src/locales/en/client.ts',
    'client/es': 'src/locales/es/client.ts',
    // The cover templates' descriptions, which the gallery loads with its dialog.
    'gallery/en': 'src/locales/en/gallery.ts',
    'gallery/es': 'src/locales/es/gallery.ts',
    // The pseudo-locale in place of English, which only `landing build --pseudo` reads.
    'pseudo/en': 'src/pseudo/en.ts',
    'pseudo/client/en': 'src/pseudo/client-en.ts',
    'pseudo/gallery/en': 'src/pseudo/gallery-en.ts',
  },
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
