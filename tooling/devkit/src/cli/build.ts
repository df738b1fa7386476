// `pnpm build` in an app: the client bundle, the server bundle, then every page prerendered.
import { build } from 'vite';
import { prerenderApp } from '../prerender.js';

const appDir = process.cwd();
await build({ root: appDir });
await build({ root: appDir, build: { ssr: 'src/entry-server.tsx', outDir: 'dist-server' } });
const written = await prerenderApp(appDir);
console.log(`prerendered ${written.length} pages`);
