import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeHtmlEntities } from '../entities.js';
import { parsePrice } from '../price.js';
import { bookSlug } from '../urls.js';
import { STUB_ILLUSTRATIONS } from './art/index.js';
import { coverSvg, escapeMarkup, htmlPage, PLACEHOLDER_ILLUSTRATION } from './markup.js';
import { SEED_BOOKS, type StubBook } from './seed.js';

/** Every way the stub's books endpoint can behave, for tests of docs/PRODUCT.md §8.1. */
export const STUB_MODES = ['ok', 'error500', 'hang', 'malformed', 'no-books', 'few'] as const;

/**
 * How the books endpoint answers: `ok` normally; `error500` with a 500; `hang` never; `malformed`
 * with invalid JSON; `no-books` with JSON that has no `books` array; `few` with only 2 books.
 */
export type StubMode = (typeof STUB_MODES)[number];

/** Options of {@link startStubMarketplace}. */
export interface StubMarketplaceOptions {
  /**
   * Port to listen on; `0` picks a free one.
   * @default 0
   */
  port?: number;
  /**
   * Interface to listen on.
   * @default '127.0.0.1'
   */
  host?: string;
  /**
   * The catalogue, in the raw marketplace shape.
   * @default SEED_BOOKS
   */
  books?: readonly StubBook[];
  /**
   * Initial behaviour of the books endpoint.
   * @default 'ok'
   */
  mode?: StubMode;
  /**
   * Delay before the books endpoint answers, in milliseconds, to see the loading placeholders.
   * @default 0
   */
  latencyMs?: number;
}

/** A running stub marketplace. */
export interface StubMarketplace {
  /** Origin of the server, e.g. `http://127.0.0.1:43117`; covers are under `{url}/covers/`. */
  url: string;
  /** The port it listens on. */
  port: number;
  /** Switches the books endpoint's behaviour; throws on an unknown mode. */
  setMode(mode: StubMode): void;
  /** Stops the server, dropping open and hanging connections. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * A request header that picks the books endpoint's mode for that one request (tests route the
 * browser's calls to the stub and add it), overriding the server-wide mode.
 */
export const STUB_MODE_HEADER = 'x-stub-mode';

/**
 * The header a switch of the whole stub's mode (`POST /__mode/<mode>`) must carry. A web page
 * cannot send it without asking first (a CORS preflight), and the stub refuses that preflight on
 * `/__mode/`, so only a test runner or a terminal, never a page the developer has open, switches it.
 */
export const STUB_CONTROL_HEADER = 'x-stub-control';

const isStubMode = (value: string): value is StubMode =>
  (STUB_MODES as readonly string[]).includes(value);

const LIMIT_DEFAULT = 6;
const LIMIT_MAX = 50;

function readLimit(value: string | null): number {
  const limit = value === null ? Number.NaN : Number(value);
  return Number.isInteger(limit) && limit >= 1 ? Math.min(limit, LIMIT_MAX) : LIMIT_DEFAULT;
}

function sortBooks(books: readonly StubBook[], sort: string | null): StubBook[] {
  const sorted = [...books];
  if (sort === 'newest') {
    sorted.sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
  } else if (sort === 'price') {
    // Cheapest first; books without a readable price last.
    const key = (book: StubBook) => parsePrice(book.price) ?? Number.POSITIVE_INFINITY;
    sorted.sort((a, b) => key(a) - key(b) || 0);
  } else {
    sorted.sort((a, b) => (b.views ?? 0) - (a.views ?? 0));
  }
  return sorted;
}

function titleOf(book: StubBook): string {
  return typeof book.ebook_title === 'string' ? decodeHtmlEntities(book.ebook_title).trim() : '';
}

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  if (response.destroyed || response.writableEnded) return;
  response.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(body);
}

const HTML = 'text/html; charset=utf-8';

// The stand-in sign-up and log-in pages' own words, in the language the landing page asked for.
const REGISTER_COPY = {
  en: {
    title: 'Register',
    intro:
      "This is a local stand-in for the app's sign-up page. It lists what the landing page sent along:",
    none: 'No parameters arrived with this visit.',
  },
  es: {
    title: 'Registro',
    intro:
      'Esta página sustituye en local a la de registro de la aplicación. Muestra lo que ha enviado la página de inicio:',
    none: 'Esta visita no ha traído ningún parámetro.',
  },
} as const;
const LOGIN_COPY = {
  en: {
    title: 'Log in',
    intro:
      "This is a local stand-in for the app's log-in page. It lists what the landing page sent along:",
    none: REGISTER_COPY.en.none,
  },
  es: {
    title: 'Iniciar sesión',
    intro:
      'Esta página sustituye en local a la de inicio de sesión de la aplicación. Muestra lo que ha enviado la página de inicio:',
    none: REGISTER_COPY.es.none,
  },
} as const;

// The stand-in review listing ("Read more reviews" on the ebook landing, by default), likewise.
const REVIEWS_COPY = {
  en: {
    title: 'Reviews',
    intro:
      'This is a local stand-in for the review listing the landing page links to. A deployment sets VITE_REVIEWS_URL to the real one.',
    back: 'Back to the marketplace',
  },
  es: {
    title: 'Reseñas',
    intro:
      'Esta página sustituye en local al listado de reseñas que enlaza la página de inicio. Un despliegue define VITE_REVIEWS_URL con el real.',
    back: 'Volver al marketplace',
  },
} as const;
/**
 * The stand-in page's copy for a `lang` parameter, and the language it is in: the copy under that
 * key when the stub has one, else its first (English, what a page without `lang` gets). The stub's
 * own copy is its list of languages, so this package needs no locale list from the sites.
 */
function copyForLang<Copy>(
  copies: Readonly<Record<string, Copy>>,
  lang: string | null,
): { lang: string; copy: Copy } {
  const key = lang !== null && Object.hasOwn(copies, lang) ? lang : Object.keys(copies)[0];
  return { lang: key as string, copy: copies[key as string] as Copy };
}

/** What a stand-in sign-up or log-in page says. */
interface AppPageCopy {
  readonly title: string;
  readonly intro: string;
  readonly none: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const SVG = 'image/svg+xml';
const NO_STORE = { 'Cache-Control': 'no-store' };
const CACHEABLE = { 'Cache-Control': 'public, max-age=86400' };

/**
 * Starts a local stand-in for the marketplace (docs/ARCHITECTURE.md "Configuration"): the books API of
 * docs/PRODUCT.md §7.1 with switchable failure modes, covers, the image proxy (the drawings of ./art for the
 * paths the ebook landing uses, a neutral placeholder for any other), and tiny HTML pages for the
 * marketplace home, book pages, the app's registration and log-in pages and a review listing. Node
 * only.
 *
 * Routes: `GET /api/books-app/books?sort=views|newest|price&limit=N`, `GET /covers/<file>`,
 * `GET /images/<yyyy>/<mm>/<file>`, `GET /`, `GET /book/<id>/<slug>`, `GET /register?…`,
 * `GET /login?…`, `GET /reviews?lang=es`, `POST /__mode/<mode>` (with `x-stub-control: 1`), `GET /__health`. Every response
 * allows any origin; `OPTIONS` answers a CORS preflight.
 *
 * @param options Port, host, catalogue, initial mode and latency.
 */
export async function startStubMarketplace(
  options: StubMarketplaceOptions = {},
): Promise<StubMarketplace> {
  const { port = 0, host = '127.0.0.1', books = SEED_BOOKS, latencyMs = 0 } = options;
  const timers = new Set<NodeJS.Timeout>();
  // 137° apart: distinct hues for the first 360 books.
  const hue = (index: number) => (index * 137) % 360;

  let mode: StubMode = 'ok';
  const setMode = (next: StubMode) => {
    if (!isStubMode(next)) throw new TypeError(`Unknown stub mode: ${String(next)}`);
    mode = next;
  };
  setMode(options.mode ?? 'ok');

  const answerBooks = (url: URL, response: ServerResponse, current: StubMode) => {
    if (current === 'hang') return;
    if (current === 'error500') {
      send(response, 500, JSON_TYPE, '{"error":"Internal Server Error"}', NO_STORE);
    } else if (current === 'malformed') {
      send(response, 200, JSON_TYPE, '{"books": [{"ebook_id": 1, "ebook_title": "Trunc', NO_STORE);
    } else if (current === 'no-books') {
      send(response, 200, JSON_TYPE, '{"status":"ok","data":[]}', NO_STORE);
    } else {
      const limit = Math.min(
        readLimit(url.searchParams.get('limit')),
        current === 'few' ? 2 : LIMIT_MAX,
      );
      const list = sortBooks(books, url.searchParams.get('sort')).slice(0, limit);
      send(response, 200, JSON_TYPE, JSON.stringify({ books: list }), NO_STORE);
    }
  };

  const homePage = () => {
    const items = books
      .map((book) => ({ book, title: titleOf(book) }))
      .filter(({ book, title }) => title && book.ebook_id !== undefined)
      .map(({ book, title }) => {
        const href = `/book/${encodeURIComponent(String(book.ebook_id))}/${bookSlug(title)}`;
        return `<li><a href="${escapeMarkup(href)}">${escapeMarkup(title)}</a></li>`;
      })
      .join('');
    return htmlPage(
      'Marketplace',
      `<h1>Marketplace</h1><p>A local stand-in for the book marketplace, with ${books.length} seeded books.</p><ul>${items}</ul>`,
    );
  };

  const bookPage = (id: string, response: ServerResponse) => {
    const book = books.find((candidate) => String(candidate.ebook_id) === id);
    const title = book ? titleOf(book) : '';
    if (!book || !title) {
      const body = `<h1>Book not found</h1><p>No book has the id ${escapeMarkup(id)}.</p><p><a href="/">Back to the marketplace</a></p>`;
      send(response, 404, HTML, htmlPage('Book not found', body));
      return;
    }
    const price = parsePrice(book.price);
    const priceText =
      price === null ? 'Price on request' : price === 0 ? 'Free' : `$${price.toFixed(2)}`;
    const body = `<h1>${escapeMarkup(title)}</h1><p>${escapeMarkup(priceText)}</p><p><a href="/">Back to the marketplace</a></p>`;
    send(response, 200, HTML, htmlPage(title, body));
  };

  // The app's sign-up and log-in pages greet a visitor from a Spanish page in Spanish
  // (docs/PRODUCT.md §2.7: lang=es) and list the parameters that arrived.
  const appPage = (url: URL, copies: typeof REGISTER_COPY | typeof LOGIN_COPY) => {
    const { lang, copy } = copyForLang<AppPageCopy>(copies, url.searchParams.get('lang'));
    const entries = [...url.searchParams]
      .map(([key, value]) => `<dt>${escapeMarkup(key)}</dt><dd>${escapeMarkup(value)}</dd>`)
      .join('');
    const received = entries ? `<dl>${entries}</dl>` : `<p>${copy.none}</p>`;
    return htmlPage(copy.title, `<h1>${copy.title}</h1><p>${copy.intro}</p>${received}`, lang);
  };

  const reviewsPage = (url: URL) => {
    // A Spanish page links its review listing with lang=es, as it does its hand-offs.
    const { lang, copy } = copyForLang(REVIEWS_COPY, url.searchParams.get('lang'));
    const body = `<h1>${copy.title}</h1><p>${copy.intro}</p><p><a href="/">${copy.back}</a></p>`;
    return htmlPage(copy.title, body, lang);
  };

  const route = (request: IncomingMessage, response: ServerResponse) => {
    // A request line that is no URL at all (`GET http://[/ HTTP/1.1`) gets a 400, as does a path
    // that does not decode: never a throw, which would end `npm start`'s process and every server
    // in it (tooling/devkit/src/cli/start.ts).
    const url = URL.parse(request.url ?? '/', 'http://stub.invalid');
    const method = request.method ?? 'GET';
    let path: string | undefined;
    try {
      path = url ? decodeURIComponent(url.pathname) : undefined;
    } catch {}
    if (!url || path === undefined) {
      send(response, 400, 'text/plain; charset=utf-8', 'Bad request');
      return;
    }

    const modeMatch = /^\/__mode\/([^/]+)$/.exec(path);
    if (modeMatch && method === 'OPTIONS') {
      send(response, 403, JSON_TYPE, '{"error":"No page may switch the mode"}');
      return;
    }

    if (method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
        'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }

    if (modeMatch) {
      const next = modeMatch[1]!;
      if (method !== 'POST') {
        send(response, 405, JSON_TYPE, '{"error":"Use POST"}', { Allow: 'POST' });
      } else if (request.headers[STUB_CONTROL_HEADER] !== '1') {
        const body = JSON.stringify({ error: `Send ${STUB_CONTROL_HEADER}: 1` });
        send(response, 403, JSON_TYPE, body);
      } else if (!isStubMode(next)) {
        const body = JSON.stringify({ error: 'Unknown mode', modes: STUB_MODES });
        send(response, 400, JSON_TYPE, body);
      } else {
        setMode(next);
        send(response, 200, JSON_TYPE, JSON.stringify({ mode }), NO_STORE);
      }
      return;
    }

    if (method !== 'GET' && method !== 'HEAD') {
      send(response, 405, 'text/plain; charset=utf-8', 'Method not allowed', {
        Allow: 'GET, HEAD',
      });
      return;
    }

    if (path === '/api/books-app/books') {
      // A request may name its own mode, so parallel tests never share the server-wide one.
      const asked = request.headers[STUB_MODE_HEADER];
      const current = typeof asked === 'string' && isStubMode(asked) ? asked : mode;
      if (latencyMs > 0 && current !== 'hang') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          answerBooks(url, response, current);
        }, latencyMs);
        timers.add(timer);
      } else {
        answerBooks(url, response, current);
      }
      return;
    }
    if (path === '/__health') {
      send(response, 200, JSON_TYPE, JSON.stringify({ status: 'ok', mode }), NO_STORE);
      return;
    }
    if (path === '/') {
      send(response, 200, HTML, homePage());
      return;
    }
    const cover = /^\/covers\/(.+)$/.exec(path)?.[1];
    if (cover !== undefined) {
      const index = books.findIndex((book) => book.book_cover_image === cover);
      const book = books[index];
      if (book) {
        send(response, 200, SVG, coverSvg(titleOf(book) || 'Untitled', hue(index)), CACHEABLE);
      } else {
        send(response, 404, 'text/plain; charset=utf-8', 'No such cover');
      }
      return;
    }
    const image = /^\/images\/(\d{4}\/(?:0[1-9]|1[0-2])\/[^/]+)$/.exec(path)?.[1];
    if (image !== undefined) {
      // Every key holds a `/`, so no path can name a property of Object.prototype.
      send(response, 200, SVG, STUB_ILLUSTRATIONS[image] ?? PLACEHOLDER_ILLUSTRATION, CACHEABLE);
      return;
    }
    // Matched on the raw path so an id holding an encoded `/` stays one segment.
    const bookId = /^\/book\/([^/]+)(?:\/[^/]*)?$/.exec(url.pathname)?.[1];
    if (bookId !== undefined) {
      bookPage(decodeURIComponent(bookId), response);
      return;
    }
    if (path === '/register') {
      send(response, 200, HTML, appPage(url, REGISTER_COPY));
      return;
    }
    if (path === '/login') {
      send(response, 200, HTML, appPage(url, LOGIN_COPY));
      return;
    }
    if (path === '/reviews') {
      send(response, 200, HTML, reviewsPage(url));
      return;
    }
    send(response, 404, 'text/plain; charset=utf-8', 'Not found');
  };

  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    try {
      route(request, response);
    } catch (error) {
      // Whatever a request finds, the server answers it and keeps serving the next one.
      console.error(error);
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', 'Internal error');
      else response.end();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const address = server.address() as AddressInfo;
  const urlHost = address.address.includes(':') ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;

  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    setMode,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging requests (mode `hang`) and keep-alive sockets would hold `close` open forever.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
