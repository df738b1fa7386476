// `npm start`: serves both built sites and the stub marketplace they point at, until SIGINT,
// SIGTERM or SIGHUP (../lifecycle.ts).
import { join } from 'node:path';
import { startStubMarketplace } from '@landing/marketplace-client/stub';
import { listenOrExplain, portFromEnv, runUntilSignal } from '../lifecycle.js';
import { LOCAL_SERVERS, type LocalServer } from '../local-origins.js';
import { serveStatic } from '../server.js';

const root = join(import.meta.dirname, '../../../..');
const host = process.env.HOST ?? '127.0.0.1';

const { stub, ebook, author } = await runUntilSignal(async (keep) => {
  // The build pointed the pages at these same ports (../local-origins.ts).
  const port = (server: LocalServer) =>
    portFromEnv(LOCAL_SERVERS[server].variable, LOCAL_SERVERS[server].port);
  const ports = { stub: port('stub'), ebook: port('ebook'), author: port('author') };
  const site = (dir: string, port: number, variable: string) =>
    listenOrExplain(port, variable, () =>
      serveStatic({ root: join(root, 'apps', dir, 'dist'), port, host }),
    );
  return {
    stub: keep(
      await listenOrExplain(ports.stub, 'STUB_PORT', () =>
        startStubMarketplace({ port: ports.stub, host }),
      ),
    ),
    ebook: keep(await site('ebook-site', ports.ebook, 'EBOOK_PORT')),
    author: keep(await site('author-site', ports.author, 'AUTHOR_PORT')),
  };
});

console.log(`
  Ebook generator site   ${ebook.url}/   (Spanish: ${ebook.url}/es/)
  Author publishing site ${author.url}/   (Spanish: ${author.url}/es/)
  Stub marketplace API   ${stub.url}/api/books-app/books?sort=views&limit=6

  Press Ctrl+C to stop.
`);
