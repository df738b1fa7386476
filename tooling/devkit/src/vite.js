// Plain JavaScript (types in vite.d.ts): an app's vite.config.ts imports this, and Vite loads
// config files with Node, which cannot import the TypeScript the rest of this package is.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** @type {typeof import('./vite.d.ts').defineSiteViteConfig} */
export function defineSiteViteConfig({ devPort, localOrigin }) {
  return defineConfig({
    plugins: [react()],
    // The site's origin under `npm start` (site.ts), its configuration's default (src/config.ts):
    // one string in the bundle, not the whole definition.
    define: { 'import.meta.env.LANDING_LOCAL_ORIGIN': JSON.stringify(localOrigin) },
    server: { port: devPort },
    build: {
      target: 'es2022',
      // No `.vite/manifest.json`: nothing reads it, and Cloudflare Pages would publish it.
      manifest: false,
      // Every browser the sites support reads `<link rel="modulepreload">` (Safari since 17,
      // Firefox since 115); where one does not, chunks still load, only without the head start.
      // The polyfill would cost every page's initial script about 300 bytes (budgets.json).
      modulePreload: { polyfill: false },
      // Every island is its own chunk; nothing here is big enough to warn about.
      chunkSizeWarningLimit: 200,
      // SVG drawings stay files, however small: inlined they would land in the page's HTML or
      // JavaScript; as files they load lazily and stay cached (docs/ARCHITECTURE.md "Drawings are files").
      assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    },
    ssr: { noExternal: [/^@landing\//] },
  });
}
