// `npm run preview:nginx`: both built sites through Debian's nginx, configured from the files the
// build wrote (_redirects, _headers; tooling/devkit/src/nginx.ts), on the ports of `npm start`,
// with the stub marketplace they point at, and the built Storybook on :6006 when there is one.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startStubMarketplace } from '@landing/marketplace-client/stub';
import { startNginx } from '../nginx.js';

const root = join(import.meta.dirname, '../../../..');
const host = process.env.HOST ?? '127.0.0.1';
const ports = {
  stub: Number(process.env.STUB_PORT ?? 4010),
  ebook: Number(process.env.EBOOK_PORT ?? 4173),
  author: Number(process.env.AUTHOR_PORT ?? 4174),
  storybook: Number(process.env.STORYBOOK_PORT ?? 6006),
};
const storybook = join(root, 'packages/ui/storybook-static');
const withStorybook = existsSync(join(storybook, '_headers'));

const stub = await startStubMarketplace({ port: ports.stub, host });
let nginx: Awaited<ReturnType<typeof startNginx>>;
try {
  nginx = await startNginx([
    { name: 'ebook-site', root: join(root, 'apps/ebook-site/dist'), host, port: ports.ebook },
    { name: 'author-site', root: join(root, 'apps/author-site/dist'), host, port: ports.author },
    ...(withStorybook ? [{ name: 'storybook', root: storybook, host, port: ports.storybook }] : []),
  ]);
} catch (error) {
  await stub.close();
  console.error((error as Error).message);
  process.exit(1);
}

const shown = host === '127.0.0.1' ? 'localhost' : host;
console.log(`
  Through nginx (the configuration a deploy gets):
  Ebook generator site   http://${shown}:${ports.ebook}/   (Spanish: http://${shown}:${ports.ebook}/es/)
  Author publishing site http://${shown}:${ports.author}/   (Spanish: http://${shown}:${ports.author}/es/)
  Stub marketplace API   ${stub.url}/api/books-app/books?sort=views&limit=6${
    withStorybook ? `\n  Storybook              http://${shown}:${ports.storybook}/` : ''
  }

  Press Ctrl+C to stop.
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([nginx.stop(), stub.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
