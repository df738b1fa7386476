// `pnpm serve` in an app: serve its dist/ with the production server.
import { join } from 'node:path';
import { serveStatic } from '../server.js';

const port = Number(process.env.PORT ?? 4173);
const running = await serveStatic({ root: join(process.cwd(), 'dist'), port });
console.log(`serving ${join(process.cwd(), 'dist')} at ${running.url}/`);
