// `pnpm dev` in an app: Vite with every page rendered on the server, the way the build prerenders
// them, on the app's dev port (its vite.config.ts) unless `PORT` says otherwise.
import { startDevServer } from '../dev.js';

await startDevServer(process.cwd(), process.env.PORT ? Number(process.env.PORT) : undefined);
