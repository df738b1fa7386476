// Plain JavaScript (types in vite.d.ts): an app's vite.config.ts imports this, and Vite loads
// config files with Node, which cannot import the TypeScript the rest of this package is.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** @type {typeof import('./vite.d.ts').defineSiteViteConfig} */
export function defineSiteViteConfig({ devPort, localOrigin, preloads = {} }) {
  return defineConfig({
    plugins: [react(), islandPreloads(preloads)],
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

/** The file the client build writes for the prerender (prerender.ts `readIslandPreloads`). */
export const ISLAND_PRELOADS_FILE = 'island-preloads.json';

/**
 * For the prerender, the files each preloaded island's module needs (site.ts `preloads`): its own
 * chunk and the chunks it imports, but not the entry, which every page loads already. The module
 * is resolved as the build resolves it, so it is the chunk the island's `import()` fetches; a
 * module that is no chunk of its own fails the build, naming the island.
 *
 * @param {Readonly<Record<string, string>>} preloads
 * @returns {import('vite').Plugin}
 */
function islandPreloads(preloads) {
  /** @type {Map<string, string>} island name → resolved module id */
  const modules = new Map();
  let ssr = false;
  let root = '';
  return {
    name: 'landing:island-preloads',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      root = config.root;
    },
    async buildStart() {
      if (ssr) return;
      for (const [island, specifier] of Object.entries(preloads)) {
        const resolved = await this.resolve(specifier, `${root}/index.html`);
        if (!resolved) this.error(`site.ts preloads ${island}: cannot resolve ${specifier}`);
        modules.set(island, resolved.id);
      }
    },
    generateBundle(_options, bundle) {
      if (ssr || modules.size === 0) return;
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** @type {Record<string, string[]>} */
      const files = {};
      for (const [island, id] of modules) {
        const own = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === id);
        if (!own) {
          this.error(`site.ts preloads ${island}: ${preloads[island]} is not a chunk of its own`);
        }
        const needed = new Set();
        const visit = (/** @type {import('vite').Rollup.OutputChunk} */ chunk) => {
          if (chunk.isEntry || needed.has(chunk.fileName)) return;
          needed.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        visit(own);
        files[island] = [...needed];
      }
      this.emitFile({
        type: 'asset',
        fileName: ISLAND_PRELOADS_FILE,
        source: JSON.stringify(files),
      });
    },
  };
}
