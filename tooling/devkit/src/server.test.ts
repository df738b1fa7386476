import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRedirectsFile, hostingRules } from './hosting.js';
import { type RunningServer, serveStatic } from './server.js';

let server: RunningServer;
let root: string;
const big = `<!doctype html><html lang="en"><title>Home</title>${'<p>text</p>'.repeat(200)}</html>`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(root, 'es'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), big);
  writeFileSync(join(root, 'es/index.html'), '<html lang="es">Inicio</html>');
  writeFileSync(join(root, 'tool.html'), '<html>Tool</html>');
  writeFileSync(join(root, 'big.html'), big);
  writeFileSync(join(root, 'big.html.br'), brotliCompressSync(`${big}<!-- from the build -->`));
  writeFileSync(join(root, '404.html'), '<html lang="en">Not found</html>');
  writeFileSync(join(root, 'es/404.html'), '<html lang="es">No encontrada</html>');
  writeFileSync(join(root, 'assets/app-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, '.secret'), 'nope');
  writeFileSync(
    join(root, '_headers'),
    '/*\n  X-Test: yes\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
  );
  writeFileSync(
    join(root, '_redirects'),
    formatRedirectsFile(hostingRules(['/', '/es/', '/tool', '/404', '/es/404'])),
  );
  server = await serveStatic({ root });
});

afterAll(() => server.close());

const get = (
  path: string,
  headers: Record<string, string> = {},
  redirect: RequestRedirect = 'follow',
) => fetch(server.url + path, { headers, redirect });

describe('static server', () => {
  it('serves each page at its one URL with a 200', async () => {
    const tool = await get('/tool');
    expect(tool.status).toBe(200);
    expect(await tool.text()).toBe('<html>Tool</html>');
    expect(await (await get('/es/')).text()).toContain('Inicio');
  });

  it('answers the other form with one permanent redirect that keeps the query', async () => {
    const slash = await get('/tool/?utm_source=news&utm_medium=email', {}, 'manual');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/tool?utm_source=news&utm_medium=email');
    const es = await get('/es', {}, 'manual');
    expect(es.status).toBe(301);
    expect(es.headers.get('location')).toBe('/es/');
  });

  it('answers unknown paths with the 404 page of their language and status 404', async () => {
    const en = await get('/missing');
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('Not found');
    const es = await get('/es/falta');
    expect(es.status).toBe(404);
    expect(await es.text()).toContain('No encontrada');
  });

  it('never serves dot files or paths outside the root', async () => {
    expect((await get('/.secret')).status).toBe(404);
    expect((await get('/_headers')).status).toBe(404);
    expect((await get('/_redirects')).status).toBe(404);
    expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(404);
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(big);
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  it("serves the build's precompressed file when there is one", async () => {
    const res = await get('/big', { 'accept-encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toBe(`${big}<!-- from the build -->`);
  });

  it('applies _headers rules and revalidates HTML with an ETag', async () => {
    const res = await get('/');
    expect(res.headers.get('x-test')).toBe('yes');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag') ?? '';
    expect((await get('/', { 'if-none-match': etag })).status).toBe(304);
    const asset = await get('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
  });

  it('looks a missing path up again: a file added later is served, no miss is kept', async () => {
    expect((await get('/later')).status).toBe(404);
    writeFileSync(join(root, 'later.html'), '<html>Later</html>');
    expect((await get('/later')).status).toBe(200);
  });

  it('answers a request line that is no URL with 400, and goes on serving', async () => {
    const socket = new Socket();
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.connect(server.port, '127.0.0.1');
    socket.end('GET http://[/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await closed;
    expect(Buffer.concat(chunks).toString().split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect((await get('/')).status).toBe(200);
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${server.url}/`, { method: 'POST' })).status).toBe(405);
  });
});
