// `npm start`: serves the built product sites (apps/*/site.ts) and the stub marketplace they point
// at, until SIGINT, SIGTERM or SIGHUP (../lifecycle.ts).
import { join } from 'node:path';
import { startStubMarketplace } from '@landing/marketplace-client/stub';
import { listenOrExplain, portFromEnv, runUntilSignal } from '../lifecycle.js';
import { LOCAL_SERVERS } from '../local-origins.js';
import { serveStatic } from '../server.js';
import { productSites } from '../sites.js';

const root = join(import.meta.dirname, '../../../..');
const host = process.env.HOST ?? '127.0.0.1';
const sites = await productSites();

const { stub, served } = await runUntilSignal(async (keep) => {
  // The build pointed the pages at these same ports (../local-origins.ts).
  const { variable, port: fallback } = LOCAL_SERVERS.stub;
  const stubPort = portFromEnv(variable, fallback);
  const stub = keep(
    await listenOrExplain(stubPort, variable, () => startStubMarketplace({ port: stubPort, host })),
  );
  const served = [];
  for (const site of sites) {
    const port = portFromEnv(site.portVariable, site.ports.start);
    const server = await listenOrExplain(port, site.portVariable, () =>
      serveStatic({ root: join(root, 'apps', site.name, 'dist'), port, host }),
    );
    served.push({ site, url: keep(server).url });
  }
  return { stub, served };
});

const lines = served.map(
  ({ site, url }) => `  ${site.title.padEnd(22)} ${url}/   (Spanish: ${url}/es/)`,
);
console.log(`
${lines.join('\n')}
  ${'Stub marketplace API'.padEnd(22)} ${stub.url}/api/books-app/books?sort=views&limit=6

  Press Ctrl+C to stop.
`);
