// `pnpm dev`: Vite with server rendering of every page, the way the build prerenders them.
import { join } from 'node:path';
import { startDevServer } from '@landing/devkit/dev';

await startDevServer(join(import.meta.dirname, '..'), Number(process.env.PORT ?? 5174));
