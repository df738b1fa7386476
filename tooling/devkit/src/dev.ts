import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { join } from 'node:path';
import { startStubMarketplace } from '@landing/marketplace-client/stub';
import { fillTemplate, type ServerEntryModule } from '@landing/site-config/ssr';
import { createServer as createViteServer } from 'vite';
import { portFromEnv } from './lifecycle.js';
import { LOCAL_SERVERS, localSiteEnv } from './local-origins.js';

/**
 * The dev server: Vite in middleware mode, with every page rendered on the server through the
 * app's `entry-server.tsx` exactly as the prerender step does, so what a developer sees is what
 * ships (docs/ARCHITECTURE.md "Rendering"). Hot reload comes from Vite's client. It listens on
 * `port`, else on the app's `server.port` (`defineSiteViteConfig({ devPort })`).
 */
export async function startDevServer(appDir: string, port?: number): Promise<void> {
  // The pages call the stub marketplace by default (README, Configuration), as under `npm start`.
  // Both sites' dev servers try; whichever comes second finds it running and carries on.
  await startStubMarketplace({ port: portFromEnv('STUB_PORT', LOCAL_SERVERS.stub.port) }).catch(
    () => null,
  );
  // …and the pages point at it on that port (local-origins.ts).
  Object.assign(process.env, localSiteEnv('dev'));
  // Declared before Vite so hot reload rides on this server's own port: two sites in dev never
  // fight over Vite's default HMR port.
  const server = createHttpServer((req, res) => {
    vite.middlewares(req, res, async () => {
      try {
        const url = new URL(req.url ?? '/', 'http://local');
        const raw = await readFile(join(appDir, 'index.html'), 'utf8');
        const template = await vite.transformIndexHtml(url.pathname, raw);
        const { entry } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntryModule;
        const page = entry.render(url.pathname);
        res.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(fillTemplate(template, page));
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        console.error(error);
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(String((error as Error).stack ?? error));
      }
    });
  });
  const vite = await createViteServer({
    root: appDir,
    server: { middlewareMode: true, hmr: { server } },
    appType: 'custom',
  });
  const listenOn = port ?? vite.config.server.port;
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `dev: port ${listenOn} is in use; stop what runs there or set PORT.`
        : error,
    );
    process.exit(1);
  });
  // This machine only, as Vite's own server and `npm start` default: the dev middleware serves
  // source files (`/@fs`) and its error pages carry stack traces. HOST opens it to a network.
  server.listen(listenOn, process.env.HOST ?? '127.0.0.1', () =>
    console.log(`dev: http://localhost:${listenOn}/  (and /es/)`),
  );
}
