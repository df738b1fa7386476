// `pnpm serve` in an app: serve its dist/ with the production server on PORT (default 4173),
// until SIGINT, SIGTERM or SIGHUP (../lifecycle.ts).
import { join } from 'node:path';
import { listenOrExplain, portFromEnv, runUntilSignal } from '../lifecycle.js';
import { serveStatic } from '../server.js';

const dist = join(process.cwd(), 'dist');
const running = await runUntilSignal(async (keep) => {
  const port = portFromEnv('PORT', 4173);
  return keep(await listenOrExplain(port, 'PORT', () => serveStatic({ root: dist, port })));
});
console.log(`serving ${dist} at ${running.url}/`);
