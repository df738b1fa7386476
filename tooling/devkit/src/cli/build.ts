// `pnpm build` in an app: the client bundle, the server bundle, then every page prerendered.
// `landing build --pseudo`: the same site with the pseudo-locale in place of English, into
// dist-pseudo/, which nothing publishes (docs/ARCHITECTURE.md "Pseudo-locale").
import { basename } from 'node:path';
import { build, type Plugin } from 'vite';
import { localSiteEnv } from '../local-origins.js';
import { prerenderApp } from '../prerender.js';

const appDir = process.cwd();
const pseudo = process.argv.slice(2).includes('--pseudo');
const outDir = pseudo ? 'dist-pseudo' : 'dist';
const serverDir = pseudo ? 'dist-pseudo-server' : 'dist-server';

/**
 * The English copy modules, each resolved to its pseudo-locale twin: the server's whole copy, the
 * consent notes' strings and the gallery's descriptions (packages/content/src/pseudo/).
 */
const PSEUDO_MODULES: Readonly<Record<string, string>> = {
  '@landing/content/en': '@landing/content/pseudo/en',
  '@landing/content/client/en': '@landing/content/pseudo/client/en',
  '@landing/content/gallery/en': '@landing/content/pseudo/gallery/en',
};

function pseudoLocale(): Plugin {
  return {
    name: 'landing:pseudo-locale',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const twin = PSEUDO_MODULES[source];
      return twin ? this.resolve(twin, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

const plugins = pseudo ? [pseudoLocale()] : [];

// Unset site variables point at the local servers, on the ports `npm start` will serve them on
// (STUB_PORT, EBOOK_PORT, AUTHOR_PORT, HOST); Vite reads them from process.env like any other.
Object.assign(process.env, localSiteEnv(basename(appDir).replace(/-site$/, '')));
await build({ root: appDir, plugins, build: { outDir } });
// The server bundle writes its assets too: a static component's drawing is in no client chunk,
// and the prerender copies it into dist/ (prerender.ts, copyServerOnlyAssets).
await build({
  root: appDir,
  plugins,
  build: { ssr: 'src/entry-server.tsx', outDir: serverDir, ssrEmitAssets: true },
});
const written = await prerenderApp(appDir, { outDir, serverDir, unpublished: pseudo });
console.log(`prerendered ${written.length} pages${pseudo ? ' in the pseudo-locale' : ''}`);
