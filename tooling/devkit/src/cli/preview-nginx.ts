// `npm run preview:nginx`: the built product sites (apps/*/site.ts) through Debian's nginx, configured from the files the
// build wrote (_redirects, _headers; ../nginx.ts), on the ports of `npm start`, with the stub
// marketplace they point at and the built Storybook on :6006 when there is one; until SIGINT,
// SIGTERM or SIGHUP (../lifecycle.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startStubMarketplace } from '@landing/marketplace-client/stub';
import { listenOrExplain, portFromEnv, runUntilSignal } from '../lifecycle.js';
import { type NginxSite, startNginx } from '../nginx.js';
import { productSites } from '../sites.js';

const root = join(import.meta.dirname, '../../../..');
const host = process.env.HOST ?? '127.0.0.1';
const storybook = join(root, 'packages/ui/storybook-static');
const products = await productSites();

const { stub, sites, nginx } = await runUntilSignal(async (keep) => {
  const stubPort = portFromEnv('STUB_PORT', 4010);
  const site = (name: string, dir: string, variable: string, fallback: number): NginxSite => ({
    name,
    root: dir,
    host,
    port: portFromEnv(variable, fallback),
    variable,
  });
  const sites = [
    ...products.map((p) =>
      site(p.name, join(root, 'apps', p.name, 'dist'), p.portVariable, p.ports.start),
    ),
    ...(existsSync(join(storybook, '_headers'))
      ? [site('storybook', storybook, 'STORYBOOK_PORT', 6006)]
      : []),
  ];
  const stub = keep(
    await listenOrExplain(stubPort, 'STUB_PORT', () =>
      startStubMarketplace({ port: stubPort, host }),
    ),
  );
  const nginx = keep(await startNginx(sites));
  return { stub, sites, nginx };
});

const url = (port: number) => `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`;
const lines = products.map((p, i) => {
  const origin = url(sites[i]!.port);
  return `  ${p.title.padEnd(22)} ${origin}/   (Spanish: ${origin}/es/)`;
});
const designs = sites[products.length];
console.log(`
  Through nginx, configured as a deploy is (apps/*/deploy/nginx.conf):
${lines.join('\n')}
  Stub marketplace API   ${stub.url}/api/books-app/books?sort=views&limit=6${
    designs ? `\n  Storybook              ${url(designs.port)}/` : ''
  }

  Press Ctrl+C to stop.
`);

// nginx ending by itself (killed, out of memory) ends the preview: no half-served sites.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    stopping = true;
  });
}
void nginx.exited.then((code) => {
  // A signal to the process group reaches nginx too, and its exit may be seen first: give our
  // own signal handler a moment to say so.
  setTimeout(() => {
    if (stopping) return;
    console.error(`nginx stopped by itself (exit ${code}); stopping the preview.`);
    process.exit(1);
  }, 250);
});
