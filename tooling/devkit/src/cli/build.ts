// `pnpm build` in an app: the client bundle, the server bundle, then every page prerendered.
import { basename } from 'node:path';
import { build } from 'vite';
import { localSiteEnv } from '../local-origins.js';
import { prerenderApp } from '../prerender.js';

const appDir = process.cwd();
// Unset site variables point at the local servers, on the ports `npm start` will serve them on
// (STUB_PORT, EBOOK_PORT, AUTHOR_PORT, HOST); Vite reads them from process.env like any other.
Object.assign(process.env, localSiteEnv(basename(appDir).replace(/-site$/, '')));
await build({ root: appDir });
// The server bundle writes its assets too: a static component's drawing is in no client chunk,
// and the prerender copies it into dist/ (prerender.ts, copyServerOnlyAssets).
await build({
  root: appDir,
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist-server', ssrEmitAssets: true },
});
const written = await prerenderApp(appDir);
console.log(`prerendered ${written.length} pages`);
