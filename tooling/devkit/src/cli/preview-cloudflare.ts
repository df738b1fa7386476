// `npm run preview:cloudflare`: the built product sites (apps/*/site.ts) through Cloudflare's local
// Pages runtime, `wrangler pages dev` (../cloudflare.ts), reading the files the build wrote
// (_redirects, _headers), on the ports of `npm start`, with the stub marketplace they point at and
// the built Storybook on :6006 when there is one; until SIGINT, SIGTERM or SIGHUP (../lifecycle.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startStubMarketplace } from '@landing/marketplace-client/stub';
import { type PagesSite, startPagesDev } from '../cloudflare.js';
import { listenOrExplain, portFromEnv, runUntilSignal } from '../lifecycle.js';
import { productSites } from '../sites.js';

const root = join(import.meta.dirname, '../../../..');
const host = process.env.HOST ?? '127.0.0.1';
const storybook = join(root, 'packages/ui/storybook-static');
const products = await productSites();

const { stub, sites, pages } = await runUntilSignal(async (keep) => {
  const stubPort = portFromEnv('STUB_PORT', 4010);
  // workerd's DevTools ports: INSPECTOR_PORT and the ones after it, one per site.
  const inspectorBase = portFromEnv('INSPECTOR_PORT', 9229);
  const site = (name: string, dir: string, variable: string, fallback: number): PagesSite => ({
    name,
    root: dir,
    host,
    port: portFromEnv(variable, fallback),
    variable,
    inspectorPort: 0,
  });
  const sites = [
    ...products.map((p) =>
      site(p.name, join(root, 'apps', p.name, 'dist'), p.portVariable, p.ports.start),
    ),
    ...(existsSync(join(storybook, '_headers'))
      ? [site('storybook', storybook, 'STORYBOOK_PORT', 6006)]
      : []),
  ].map((s, i) => ({ ...s, inspectorPort: inspectorBase + i }));
  const stub = keep(
    await listenOrExplain(stubPort, 'STUB_PORT', () =>
      startStubMarketplace({ port: stubPort, host }),
    ),
  );
  const pages = keep(await startPagesDev(sites));
  return { stub, sites, pages };
});

const url = (port: number) => `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`;
const lines = products.map((p, i) => {
  const origin = url(sites[i]!.port);
  return `  ${p.title.padEnd(22)} ${origin}/   (Spanish: ${origin}/es/)`;
});
const designs = sites[products.length];
console.log(`
  Through Cloudflare's local Pages runtime (wrangler pages dev), from dist/ with its _headers and _redirects:
${lines.join('\n')}
  Stub marketplace API   ${stub.url}/api/books-app/books?sort=views&limit=6${
    designs ? `\n  Storybook              ${url(designs.port)}/` : ''
  }

  Press Ctrl+C to stop.
`);

// A runtime ending by itself (killed, out of memory) ends the preview: no half-served sites.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    stopping = true;
  });
}
void pages.exited.then((code) => {
  // A signal to the process group reaches wrangler too, and its exit may be seen first: give our
  // own signal handler a moment to say so.
  setTimeout(() => {
    if (stopping) return;
    console.error(`wrangler pages dev stopped by itself (exit ${code}); stopping the preview.`);
    process.exit(1);
  }, 250);
});
