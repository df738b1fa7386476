// `pnpm serve` in an app: serve its dist/ (or the folder named, e.g. the built Storybook) with the
// production server on PORT (default 4173), until SIGINT, SIGTERM or SIGHUP (../lifecycle.ts).
import { resolve } from 'node:path';
import { listenOrExplain, portFromEnv, runUntilSignal } from '../lifecycle.js';
import { serveStatic } from '../server.js';

const root = resolve(process.argv[2] ?? 'dist');
const running = await runUntilSignal(async (keep) => {
  const port = portFromEnv('PORT', 4173);
  return keep(await listenOrExplain(port, 'PORT', () => serveStatic({ root, port })));
});
console.log(`serving ${root} at ${running.url}/`);
