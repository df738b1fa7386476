// `pnpm serve` in an app: serve its dist/ (or the folder named) with the production server.
import { resolve } from 'node:path';
import { serveStatic } from '../server.js';

const port = Number(process.env.PORT ?? 4173);
const root = resolve(process.argv[2] ?? 'dist');
const running = await serveStatic({ root, port });
console.log(`serving ${root} at ${running.url}/`);
