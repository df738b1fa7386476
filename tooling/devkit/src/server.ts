import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type HeaderRule, headersFor, parseHeadersFile } from './headers.js';
import {
  CACHE_CONTROL,
  COMPRESSIBLE_EXTENSIONS,
  type HostingRules,
  MIN_COMPRESSED_BYTES,
  notFoundPageFor,
  parseRedirectsFile,
} from './hosting.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(COMPRESSIBLE_EXTENSIONS);

interface Entry {
  body: Buffer;
  type: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

export interface StaticServerOptions {
  /** The built site (`apps/<site>/dist`). */
  root: string;
  port?: number;
  host?: string;
}

export interface RunningServer {
  server: Server;
  url: string;
  port: number;
  /** Stops listening and drops open connections. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * A production-grade static server for a prerendered site that answers as the hosts we deploy to
 * do, from the same files (docs/ARCHITECTURE.md "URLs and deployment"): `/x` serves `x.html` and
 * `/es/` serves `es/index.html` with a 200; the other forms in `_redirects` answer one 301 with
 * the query kept; unknown paths get their language's 404 page with status 404; the headers of
 * `_headers`; precompressed `.br`/`.gz` files when the client accepts them (compressed on the fly
 * when missing); hashed assets immutable, HTML revalidated; ETag revalidation.
 */
export function createStaticServer({ root }: StaticServerOptions): Server {
  const cache = new Map<string, Entry>();
  let rules: HeaderRule[] = [];
  try {
    rules = parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'));
  } catch {
    // A site without a _headers file still gets the defaults below.
  }
  let hosting: HostingRules = { redirects: [], notFound: [] };
  try {
    hosting = parseRedirectsFile(readFileSync(join(root, '_redirects'), 'utf8'));
  } catch {
    // Without _redirects every URL is served as it is asked for, 404s from 404.html.
  }
  const redirects = new Map(hosting.redirects.map((r) => [r.from, r.to]));

  // Only files are kept: a path that finds none is looked up again next time, so a crawler's
  // thousand distinct 404s cost a stat each and no memory.
  const load = async (file: string): Promise<Entry | null> => {
    const cached = cache.get(file);
    if (cached) return cached;
    let entry: Entry | null = null;
    try {
      if ((await stat(file)).isFile()) {
        const body = await readFile(file);
        entry = {
          body,
          type: TYPES[extname(file)] ?? 'application/octet-stream',
          etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`,
        };
      }
    } catch {
      entry = null;
    }
    if (entry) cache.set(file, entry);
    return entry;
  };

  const resolve = async (pathname: string): Promise<{ file: string; entry: Entry } | null> => {
    // As static hosts look: a folder's index for `/x/`, the file or `x.html` for `/x`.
    const candidates = pathname.endsWith('/')
      ? [`${pathname}index.html`]
      : [pathname, `${pathname}.html`];
    for (const candidate of candidates) {
      const file = normalize(join(root, candidate));
      if (file !== root && !file.startsWith(root + sep)) continue;
      const entry = await load(file);
      if (entry) return { file, entry };
    }
    return null;
  };

  return createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
      } catch {
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
        return;
      }
      if (pathname.includes('\0')) {
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
        return;
      }
      // Dot-segments (.env, .vite) and the host's config files are never served; `/.well-known/`
      // (security.txt) is the one dot folder that is public, as in the nginx block (hosting.ts).
      const hidden =
        pathname
          .split('/')
          .some((s, i) => s.startsWith('.') && !(i === 1 && s === '.well-known')) ||
        /^\/_(headers|redirects)$/.test(pathname);
      let found = hidden ? null : await resolve(pathname);
      // A file always wins; only an unmatched path follows a redirect (as on Netlify).
      const target = found || hidden ? undefined : redirects.get(pathname);
      if (target) {
        const { search } = new URL(req.url ?? '/', 'http://local');
        // With the site's own headers (security policy, framing), as nginx sends them.
        const headers = headersFor(rules, pathname);
        headers.set('Location', `${target}${search}`);
        headers.set('Content-Length', '0');
        res.writeHead(301, Object.fromEntries(headers)).end();
        return;
      }
      // The 404 page itself is served with its status, also when asked for by name.
      let status = found && /\/404(\.html)?$/.test(pathname) ? 404 : 200;
      if (!found) {
        status = 404;
        // The path's language decides the page (docs/PRODUCT.md §2.1): /es/… gets es/404.html.
        found = await resolve(`/${notFoundPageFor(hosting, pathname)}`);
        if (!found) {
          res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
          return;
        }
      }
      const { entry, file } = found;
      const headers = headersFor(rules, pathname);
      headers.set('Content-Type', entry.type);
      headers.set('ETag', entry.etag);
      // A 404 is a page, whatever its path: a missing /assets/ file must not be kept for a year as
      // the not-found page (nginx serves it from its own location, with the page's headers).
      if (status === 404) headers.set('Cache-Control', CACHE_CONTROL.page);
      else if (!headers.has('Cache-Control')) {
        headers.set(
          'Cache-Control',
          file.endsWith('.html') ? CACHE_CONTROL.page : CACHE_CONTROL.other,
        );
      }
      if (status === 200 && req.headers['if-none-match'] === entry.etag) {
        res.writeHead(304, Object.fromEntries(headers)).end();
        return;
      }
      let body = entry.body;
      if (COMPRESSIBLE.has(extname(file)) && body.length >= MIN_COMPRESSED_BYTES) {
        headers.set('Vary', 'Accept-Encoding');
        const accept = String(req.headers['accept-encoding'] ?? '');
        // The build's precompressed file when there is one, as nginx's *_static modules serve it.
        if (/\bbr\b/.test(accept)) {
          entry.br ??=
            (await load(`${file}.br`))?.body ??
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
          body = entry.br;
          headers.set('Content-Encoding', 'br');
        } else if (/\bgzip\b/.test(accept)) {
          entry.gzip ??= (await load(`${file}.gz`))?.body ?? gzipSync(body, { level: 9 });
          body = entry.gzip;
          headers.set('Content-Encoding', 'gzip');
        }
      }
      headers.set('Content-Length', String(body.length));
      res.writeHead(status, Object.fromEntries(headers));
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    }
  });
}

/** Starts the static server and resolves once it listens. `port: 0` picks a free port. */
export async function serveStatic({
  root,
  port = 0,
  host = '127.0.0.1',
}: StaticServerOptions): Promise<RunningServer> {
  const server = createStaticServer({ root: normalize(root) });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    server,
    port: actual,
    url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${actual}`,
    close: () => {
      closing ??= new Promise((resolve) => {
        server.close(() => resolve());
        // `close` alone waits for every open connection: a browser tab's keep-alive socket, a
        // request still arriving. Dropping them frees the port at once.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
