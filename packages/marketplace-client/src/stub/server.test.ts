import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseBooksResponse } from '../books.js';
import { createMarketplaceClient } from '../client.js';
import { MarketplaceError } from '../errors.js';
import { PLACEHOLDER_COVER } from '../urls.js';
import { PLACEHOLDER_ILLUSTRATION } from './markup.js';
import { SEED_BOOKS } from './seed.js';
import {
  STUB_CONTROL_HEADER,
  STUB_MODE_HEADER,
  STUB_MODES,
  type StubMarketplace,
  type StubMode,
  startStubMarketplace,
} from './server.js';

let stub: StubMarketplace;

beforeAll(async () => {
  stub = await startStubMarketplace();
});
afterAll(() => stub.close());
beforeEach(() => stub.setMode('ok'));

const get = (path: string, init?: RequestInit) => fetch(`${stub.url}${path}`, init);

const clientFor = (url: string, timeoutMs = 2000) =>
  createMarketplaceClient({
    apiBaseUrl: url,
    coverBaseUrl: `${url}/covers`,
    marketplaceUrl: url,
    timeoutMs,
    retryDelayMs: 0,
  });

async function listedIds(query: string): Promise<unknown[]> {
  const response = await get(`/api/books-app/books?${query}`);
  const body = (await response.json()) as { books: { ebook_id: unknown }[] };
  return body.books.map((book) => book.ebook_id);
}

async function rejection(promise: Promise<unknown>): Promise<MarketplaceError> {
  const error = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MarketplaceError);
  return error as MarketplaceError;
}

describe('startStubMarketplace', () => {
  it('listens on a free port of 127.0.0.1 when asked for port 0', () => {
    expect(stub.port).toBeGreaterThan(0);
    expect(stub.url).toBe(`http://127.0.0.1:${stub.port}`);
  });

  it('reports its health and mode', async () => {
    const response = await get('/__health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', mode: 'ok' });
  });

  it('seeds at least 8 books covering the edge cases of docs/PRODUCT.md §3.1', () => {
    expect(SEED_BOOKS.length).toBeGreaterThanOrEqual(8);
    const titles = SEED_BOOKS.map((book) => book.ebook_title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'El Ni&ntilde;o &amp; the Sea',
        'Caf&eacute; de Par&iacute;s',
        'It&#39;s About Time',
      ]),
    );
    expect(SEED_BOOKS.some((book) => !book.book_cover_image)).toBe(true);
    expect(SEED_BOOKS.some((book) => book.price === '0.00' || book.price === '0')).toBe(true);
    expect(SEED_BOOKS.some((book) => book.ebook_title === undefined)).toBe(true);
  });
});

describe('GET /api/books-app/books', () => {
  it('answers the raw marketplace shape, most viewed first, 6 by default', async () => {
    const response = await get('/api/books-app/books?sort=views&limit=6&_t=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { books } = (await response.json()) as { books: { views: number; price: unknown }[] };
    expect(books).toHaveLength(6);
    expect(books[0]).toMatchObject({
      ebook_id: 101,
      ebook_title: 'El Ni&ntilde;o &amp; the Sea',
      book_cover_image: 'el-nino-and-the-sea.svg',
      price: '9.99',
    });
    const views = books.map((book) => book.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(await listedIds('_t=2')).toHaveLength(6);
  });

  it.each([
    ['limit=3', 3],
    ['limit=500', SEED_BOOKS.length],
    ['limit=0', 6],
    ['limit=abc', 6],
  ])('honours %s (default 6, at most 50)', async (query, count) => {
    expect(await listedIds(`sort=views&${query}`)).toHaveLength(count);
  });

  it('caps a large limit at 50', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      ebook_id: index,
      ebook_title: `Book ${index}`,
      views: index,
    }));
    const big = await startStubMarketplace({ books: many });
    try {
      const body = (await (await fetch(`${big.url}/api/books-app/books?limit=60`)).json()) as {
        books: unknown[];
      };
      expect(body.books).toHaveLength(50);
    } finally {
      await big.close();
    }
  });

  it('sorts by newest and by price as well', async () => {
    expect(await listedIds('sort=newest&limit=3')).toEqual([110, 'bk-109', 107]);
    // Cheapest first; the free book leads and the unreadable price comes last.
    const byPrice = await listedIds('sort=price&limit=50');
    expect(byPrice[0]).toBe(104);
    expect(byPrice.at(-1)).toBe(106);
  });

  it('feeds the client the 6 most-viewed books, normalised (docs/PRODUCT.md §7.1)', async () => {
    const books = await clientFor(stub.url).listTopBooks();
    expect(books.map((book) => book.title)).toEqual([
      'El Niño & the Sea',
      'Café de París',
      "It's About Time",
      'Your First Launch: A Free Field Guide',
      'Recetas de la Abuela — Edición Ampliada',
      'The Midnight Ledger',
    ]);
    expect(books.map((book) => book.price)).toEqual([9.99, 14.5, 4.99, 0, null, 12]);
    expect(books[3]?.coverUrl).toBe(PLACEHOLDER_COVER);
    expect(books[0]).toMatchObject({
      coverUrl: `${stub.url}/covers/el-nino-and-the-sea.svg`,
      href: `${stub.url}/book/101/el-nino-the-sea`,
    });
  });

  it('keeps the untitled item below the top 6, where limit=10 reaches it and the client drops it', async () => {
    expect(await listedIds('sort=views&limit=6')).not.toContain(105);
    expect(await listedIds('sort=views&limit=10')).toContain(105);
    const body = (await (await get('/api/books-app/books?sort=views&limit=10')).json()) as {
      books: unknown[];
    };
    // Books 7 to 10: the client keeps the 3 with a title and drops the untitled one.
    const books = parseBooksResponse(
      { books: body.books.slice(6) },
      { coverBaseUrl: `${stub.url}/covers/`, marketplaceUrl: stub.url },
    );
    expect(books?.map((book) => book.id)).toEqual(['108', 'bk-109', '110']);
  });
});

describe('GET /covers/<file>', () => {
  it('serves a cacheable SVG cover per book, with its title escaped and its own colour', async () => {
    const files = SEED_BOOKS.flatMap((book) => book.book_cover_image || []);
    const fills = new Set<string>();
    for (const file of files) {
      const response = await get(`/covers/${encodeURI(file)}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      fills.add(/<rect width="400" height="600" fill="([^"]+)"/.exec(svg)?.[1] ?? '');
    }
    expect(fills.size).toBe(files.length);
  });

  it('writes the decoded title as escaped XML', async () => {
    const svg = await (await get('/covers/el-nino-and-the-sea.svg')).text();
    expect(svg).toContain('<title>El Niño &amp; the Sea</title>');
    expect(svg).not.toContain('Ni&ntilde;o');
  });

  it('serves the covers the client points at, including encoded and nested names', async () => {
    const books = await clientFor(stub.url).listTopBooks();
    for (const url of [
      ...books.map((book) => book.coverUrl).filter((url) => url !== PLACEHOLDER_COVER),
      `${stub.url}/covers/midnight%20ledger.svg`,
      `${stub.url}/covers/2024/11/gardeners-almanac.svg`,
    ]) {
      expect((await fetch(url)).status, url).toBe(200);
    }
  });

  it('answers 404 for a cover it does not have', async () => {
    expect((await get('/covers/nope.svg')).status).toBe(404);
    expect((await get('/covers/')).status).toBe(404);
  });
});

/**
 * The image proxy paths of the ebook landing: its four feature sections (`hero.showcase` in
 * packages/content/src/locales/{en,es}/ebook.ts) and its twelve review screenshots
 * (`REVIEW_SHOT_PATHS`, apps/ebook-site/src/media.ts). This package may not import either
 * (docs/ARCHITECTURE.md "Layers"); apps/ebook-site/src/media.test.ts checks the list against both.
 */
const LANDING_IMAGES = [
  '2025/03/outline-to-manuscript.svg',
  '2025/03/chapter-illustrations.svg',
  '2025/03/lead-magnet.svg',
  '2025/03/marketplace-listing.svg',
  ...Array.from({ length: 12 }, (_, i) => `2025/02/review-${String(i + 1).padStart(2, '0')}.svg`),
];

/** The `<title>` of an SVG document. */
const titleOf = (svg: string) => /<title>([^<]*)<\/title>/.exec(svg)?.[1];

describe('GET /images/<yyyy>/<mm>/<file>', () => {
  it.each(LANDING_IMAGES)('answers %s with its drawing, titled with its subject', async (path) => {
    const response = await get(`/images/${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).not.toBe(PLACEHOLDER_ILLUSTRATION);
    const title = titleOf(svg);
    expect(title).not.toBe(titleOf(PLACEHOLDER_ILLUSTRATION));
    // A subject in a sentence, not the file's name.
    expect(title).toMatch(/^[A-Z]\S* (\S+ ){3,}\S+$/);
    expect(title).not.toContain(
      path
        .split('/')
        .at(-1)!
        .replace(/\.svg$/, ''),
    );
  });

  it('draws the sixteen landing images as sixteen different pictures', async () => {
    const bodies = await Promise.all(
      LANDING_IMAGES.map(async (path) => (await get(`/images/${path}`)).text()),
    );
    expect(new Set(bodies).size).toBe(16);
    expect(new Set(bodies.map(titleOf)).size).toBe(16);
  });

  it.each([
    '/images/2024/05/voice-to-book.webp',
    '/images/2025/03/outline-to-manuscript.png',
    '/images/2024/05/%3Cb%3E.svg',
  ])(
    'answers %s, which it has no drawing for, with the placeholder, which names no file',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg).toBe(PLACEHOLDER_ILLUSTRATION);
      expect(svg).not.toContain(decodeURIComponent(path.split('/').at(-1)!));
    },
  );

  it.each([
    '/images/2024/13/a.png',
    '/images/24/05/a.png',
    '/images/2024/05/',
    '/images/2024/05/a/b.png',
  ])('answers 404 for %s', async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});

describe('HTML pages', () => {
  it('serves a marketplace home that links every titled book', async () => {
    const response = await get('/');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<title>Marketplace</title>');
    expect(html).toContain('<a href="/book/101/el-nino-the-sea">El Niño &amp; the Sea</a>');
    expect(html).toContain('<a href="/book/bk-109/quiet-hours-poems">Quiet Hours — Poems</a>');
    expect(html.match(/<li>/g)).toHaveLength(SEED_BOOKS.length - 1);
  });

  it('serves a book page naming the book', async () => {
    const response = await get('/book/102/cafe-de-paris');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Café de París</h1>');
    expect(html).toContain('$14.50');
    expect(await (await get('/book/104/x')).text()).toContain('<p>Free</p>');
  });

  it('answers 404 for an unknown or untitled book', async () => {
    expect((await get('/book/999/nothing')).status).toBe(404);
    expect((await get('/book/105/untitled')).status).toBe(404);
    expect(await (await get('/book/a%2Fb/x')).text()).toContain('No book has the id a/b.');
    const html = await (await get('/book/%3Cb%3E/x')).text();
    expect(html).toContain('&lt;b&gt;');
    expect(html).not.toContain('<b>');
  });

  it('lists the registration parameters it received, escaped, in a <dl>', async () => {
    const response = await get(
      '/register?source=homepage&action=cover_use_template_3&utm_source=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    );
    const html = await response.text();
    expect(html).toContain('<title>Register</title>');
    expect(html).toContain(
      '<dl><dt>source</dt><dd>homepage</dd><dt>action</dt><dd>cover_use_template_3</dd>' +
        '<dt>utm_source</dt><dd>&lt;script&gt;alert(1)&lt;/script&gt;</dd></dl>',
    );
    expect(html).not.toContain('<script>');
  });

  it('shows lang=es among the parameters and greets the visitor in Spanish', async () => {
    const html = await (
      await get('/register?lang=es&source=homepage&action=audience_bloggers')
    ).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Registro</title>');
    expect(html).toContain(
      '<dl><dt>lang</dt><dd>es</dd><dt>source</dt><dd>homepage</dd><dt>action</dt><dd>audience_bloggers</dd></dl>',
    );
  });

  it('stays in English for any other language', async () => {
    const html = await (await get('/register?lang=fr&source=homepage')).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Register</title>');
    expect(html).toContain('<dt>lang</dt><dd>fr</dd>');
  });

  it('says so when registration received no parameters', async () => {
    const html = await (await get('/register')).text();
    expect(html).not.toContain('<dl>');
    expect(html).toContain('No parameters');
  });

  it('serves a stand-in review listing in English, and in Spanish for lang=es', async () => {
    const response = await get('/reviews');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const english = await response.text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<title>Reviews</title>');
    expect(english).toContain('<h1>Reviews</h1>');
    expect(english).toContain('VITE_REVIEWS_URL');

    const spanish = await (await get('/reviews?lang=es')).text();
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('<h1>Reseñas</h1>');
    expect(spanish).toContain('<a href="/">Volver al marketplace</a>');
  });

  it('keeps the review listing in English for any other language, and echoes nothing', async () => {
    const html = await (await get('/reviews?lang=fr&x=%3Cb%3E')).text();
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('<b>');
  });

  it('serves a log-in page in English for a visitor from an English page', async () => {
    const response = await get('/login');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Log in</title>');
    expect(html).toContain('<h1>Log in</h1>');
    expect(html).toContain('No parameters');
  });

  it('answers the log-in page in Spanish for lang=es and lists it', async () => {
    const html = await (await get('/login?lang=es')).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Iniciar sesión</title>');
    expect(html).toContain('<dl><dt>lang</dt><dd>es</dd></dl>');
  });
});

describe('CORS and methods', () => {
  it('answers a preflight for any origin', async () => {
    const response = await get('/api/books-app/books', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-test',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
    expect(response.headers.get('access-control-allow-headers')).toBe('x-test');
  });

  it('allows any origin on every route', async () => {
    for (const path of ['/', '/covers/cafe-de-paris.svg', '/images/2024/01/a.png', '/nope']) {
      expect((await get(path)).headers.get('access-control-allow-origin'), path).toBe('*');
    }
  });

  it('refuses other methods on read-only routes', async () => {
    expect((await get('/api/books-app/books', { method: 'POST' })).status).toBe(405);
  });

  it('answers 404 for an unknown path', async () => {
    expect((await get('/wp-admin')).status).toBe(404);
  });

  it('answers a request line that is no URL with 400, and goes on serving', async () => {
    // What fetch cannot send: the raw bytes of a hostile request, on a socket of its own.
    const { port } = new URL(stub.url);
    for (const target of ['http://[/', '/%E0%A4%A']) {
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.end(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk;
        });
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(reply.split('\r\n')[0], target).toBe('HTTP/1.1 400 Bad Request');
    }
    expect((await get('/__health')).status).toBe(200);
  });
});

describe('modes', () => {
  const api = '/api/books-app/books?sort=views&limit=6&_t=1';

  it('lists the six modes', () => {
    expect(STUB_MODES).toEqual(['ok', 'error500', 'hang', 'malformed', 'no-books', 'few']);
  });

  it('error500: answers 500, which the client retries once and reports as http', async () => {
    stub.setMode('error500');
    expect((await get(api)).status).toBe(500);
    expect(await rejection(clientFor(stub.url).listTopBooks())).toMatchObject({
      kind: 'http',
      status: 500,
    });
  });

  it('hang: never answers, so the client times out', async () => {
    stub.setMode('hang');
    const started = Date.now();
    const error = await rejection(clientFor(stub.url, 200).listTopBooks());
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('malformed: answers invalid JSON (kind parse)', async () => {
    stub.setMode('malformed');
    const response = await get(api);
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
    expect((await rejection(clientFor(stub.url).listTopBooks())).kind).toBe('parse');
  });

  it('no-books: answers JSON without a books array (kind shape)', async () => {
    stub.setMode('no-books');
    const body = await (await get(api)).json();
    expect(body).not.toHaveProperty('books');
    expect((await rejection(clientFor(stub.url).listTopBooks())).kind).toBe('shape');
  });

  it('few: answers only 2 books', async () => {
    stub.setMode('few');
    expect(await listedIds('sort=views&limit=6')).toEqual([101, 102]);
    expect(await clientFor(stub.url).listTopBooks()).toHaveLength(2);
  });

  const control = { method: 'POST', headers: { [STUB_CONTROL_HEADER]: '1' } };

  it('switches at run time through POST /__mode/<mode> with its control header', async () => {
    for (const mode of ['few', 'no-books', 'ok'] satisfies StubMode[]) {
      const response = await get(`/__mode/${mode}`, control);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ mode });
      expect(await (await get('/__health')).json()).toMatchObject({ mode });
    }
  });

  it("refuses a page's request: a plain POST, and the preflight a control header needs", async () => {
    // What a form or fetch from any page the developer has open can send without asking.
    const plain = await get('/__mode/error500', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'http://evil.test' },
    });
    expect(plain.status).toBe(403);
    const preflight = await get('/__mode/error500', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://evil.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': STUB_CONTROL_HEADER,
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    expect(await (await get('/__health')).json()).toMatchObject({ mode: 'ok' });
  });

  it('refuses an unknown mode and a GET on the mode route', async () => {
    expect((await get('/__mode/chaos', control)).status).toBe(400);
    expect((await get('/__mode/ok')).status).toBe(405);
    expect(() => stub.setMode('chaos' as StubMode)).toThrow(TypeError);
    expect(await (await get('/__health')).json()).toMatchObject({ mode: 'ok' });
  });

  it('starts in the mode it is given', async () => {
    const broken = await startStubMarketplace({ mode: 'error500' });
    try {
      expect((await fetch(`${broken.url}${api}`)).status).toBe(500);
    } finally {
      await broken.close();
    }
  });
});

describe('latency and close', () => {
  it('delays the books answer by latencyMs', async () => {
    const slow = await startStubMarketplace({ latencyMs: 150 });
    try {
      const started = Date.now();
      expect((await fetch(`${slow.url}/api/books-app/books`)).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      await slow.close();
    }
  });

  it('serves the books it is given instead of the seed', async () => {
    const custom = await startStubMarketplace({
      books: [{ ebook_id: 1, ebook_title: 'Only One', price: '1.00', views: 1 }],
    });
    try {
      expect(await clientFor(custom.url).listTopBooks()).toMatchObject([{ title: 'Only One' }]);
    } finally {
      await custom.close();
    }
  });

  it('releases its port on close, even with a hanging request, and can be closed twice', async () => {
    const temporary = await startStubMarketplace({ mode: 'hang' });
    const hanging = fetch(`${temporary.url}/api/books-app/books`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await temporary.close();
    await temporary.close();
    expect(await hanging).toBeInstanceOf(Error);
    await expect(fetch(`${temporary.url}/__health`)).rejects.toThrow();
    const again = await startStubMarketplace({ port: temporary.port });
    expect(again.port).toBe(temporary.port);
    await again.close();
  });
});

describe('a mode named by the request', () => {
  it('answers that request in its own mode and leaves the server-wide mode as it was', async () => {
    const failing = await get('/api/books-app/books?limit=6', {
      headers: { [STUB_MODE_HEADER]: 'error500' },
    });
    expect(failing.status).toBe(500);
    const few = await get('/api/books-app/books?limit=6', {
      headers: { [STUB_MODE_HEADER]: 'few' },
    });
    expect((await few.json()).books).toHaveLength(2);
    const plain = await get('/api/books-app/books?limit=6');
    expect((await plain.json()).books).toHaveLength(6);
  });

  it('ignores an unknown mode in the header', async () => {
    const response = await get('/api/books-app/books?limit=6', {
      headers: { [STUB_MODE_HEADER]: 'chaos' },
    });
    expect((await response.json()).books).toHaveLength(6);
  });
});
