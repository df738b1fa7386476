// What `npm run preview:nginx` and `npm run preview:cloudflare` share (cli/preview-*.ts): the built
// product sites (apps/*/site.ts) and the built Storybook, when there is one, through a host's
// runtime on the ports of `npm start`, with the stub marketplace they point at; until SIGINT,
// SIGTERM or SIGHUP (lifecycle.ts), and ended when the runtime stops by itself.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startStubMarketplace } from '@landing/marketplace-client/stub';
import { type Closable, listenOrExplain, portFromEnv, runUntilSignal } from './lifecycle.js';
import { productSites } from './sites.js';

/** One folder a host runtime serves on one port. */
export interface PreviewSite {
  name: string;
  root: string;
  host: string;
  port: number;
  /** The variable that moves its port, named when the port is taken. */
  variable: string;
}

export interface PreviewOptions<R extends Closable & { exited: Promise<number | null> }> {
  /** The runtime's name, as the stop message gives it (`nginx`, `wrangler pages dev`). */
  runtime: string;
  /** The line above the addresses: what serves them. */
  heading: string;
  /** Starts the runtime on the sites; called once the stub listens. */
  start: (sites: PreviewSite[]) => Promise<R>;
}

const root = join(import.meta.dirname, '../../..');

export async function runPreview<R extends Closable & { exited: Promise<number | null> }>({
  runtime,
  heading,
  start,
}: PreviewOptions<R>): Promise<void> {
  const host = process.env.HOST ?? '127.0.0.1';
  const storybook = join(root, 'packages/ui/storybook-static');
  const products = await productSites();

  const { stub, sites, server } = await runUntilSignal(async (keep) => {
    const stubPort = portFromEnv('STUB_PORT', 4010);
    const site = (name: string, dir: string, variable: string, fallback: number) => ({
      name,
      root: dir,
      host,
      port: portFromEnv(variable, fallback),
      variable,
    });
    const sites: PreviewSite[] = [
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
    const server = keep(await start(sites));
    return { stub, sites, server };
  });

  const url = (port: number) => `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`;
  const lines = products.map((p, i) => {
    const origin = url(sites[i]!.port);
    return `  ${p.title.padEnd(22)} ${origin}/   (Spanish: ${origin}/es/)`;
  });
  const designs = sites[products.length];
  console.log(`
  ${heading}:
${lines.join('\n')}
  Stub marketplace API   ${stub.url}/api/books-app/books?sort=views&limit=6${
    designs ? `\n  Storybook              ${url(designs.port)}/` : ''
  }

  Press Ctrl+C to stop.
`);

  // The runtime ending by itself (killed, out of memory) ends the preview: no half-served sites.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      stopping = true;
    });
  }
  void server.exited.then((code) => {
    // A signal to the process group reaches the runtime too, and its exit may be seen first: give
    // our own signal handler a moment to say so.
    setTimeout(() => {
      if (stopping) return;
      console.error(`${runtime} stopped by itself (exit ${code}); stopping the preview.`);
      process.exit(1);
    }, 250);
  });
}
