// `pnpm build` in an app: the client bundle, the server bundle, then every page prerendered.
import { build } from 'vite';
import { prerenderApp } from '../prerender.js';

const appDir = process.cwd();
await build({ root: appDir });
// The server bundle writes its assets too: a static component's drawing is in no client chunk,
// and the prerender copies it into dist/ (prerender.ts, copyServerOnlyAssets).
await build({
  root: appDir,
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist-server', ssrEmitAssets: true },
});
const written = await prerenderApp(appDir);
console.log(`prerendered ${written.length} pages`);
