// `npm start`: serves both built sites and the stub marketplace they point at.
import { join } from 'node:path';
import { startStubMarketplace } from '@landing/marketplace-client/stub';
import { serveStatic } from '../server.js';

const root = join(import.meta.dirname, '../../../..');
const host = process.env.HOST ?? '127.0.0.1';
const ports = {
  stub: Number(process.env.STUB_PORT ?? 4010),
  ebook: Number(process.env.EBOOK_PORT ?? 4173),
  author: Number(process.env.AUTHOR_PORT ?? 4174),
};

const stub = await startStubMarketplace({ port: ports.stub, host });
const ebook = await serveStatic({
  root: join(root, 'apps/ebook-site/dist'),
  port: ports.ebook,
  host,
});
const author = await serveStatic({
  root: join(root, 'apps/author-site/dist'),
  port: ports.author,
  host,
});

console.log(`
  Ebook generator site   ${ebook.url}/   (Spanish: ${ebook.url}/es/)
  Author publishing site ${author.url}/   (Spanish: ${author.url}/es/)
  Stub marketplace API   ${stub.url}/api/books-app/books?sort=views&limit=6

  Press Ctrl+C to stop.
`);

const stop = async () => {
  await Promise.allSettled([ebook.close(), author.close(), stub.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
