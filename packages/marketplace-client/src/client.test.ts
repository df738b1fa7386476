import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMarketplaceClient, type MarketplaceClientOptions } from './client.js';
import { MarketplaceError } from './errors.js';

type Step = Response | Error | 'hang';

const okBody = {
  books: [
    { ebook_id: 101, ebook_title: 'Caf&eacute;', book_cover_image: 'cafe.jpg', price: '14.50' },
  ],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A fetch that plays the given steps in order and records what it was called with. */
function fakeFetch(...steps: Step[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls.push({ url: String(input), init });
    const step = steps.shift() ?? new Error('fake fetch: no step left');
    if (step === 'hang') {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      });
    }
    if (step instanceof Error) throw step;
    return step;
  });
  return { fetch, calls };
}

function client(fetch: typeof globalThis.fetch, options: Partial<MarketplaceClientOptions> = {}) {
  return createMarketplaceClient({
    apiBaseUrl: 'https://api.example.com',
    coverBaseUrl: 'https://covers.example.com',
    marketplaceUrl: 'https://market.example.com',
    fetch,
    now: () => 1_700_000_000_000,
    retryDelayMs: 0,
    ...options,
  });
}

async function failure(promise: Promise<unknown>): Promise<MarketplaceError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MarketplaceError);
  return error as MarketplaceError;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('listTopBooks', () => {
  it('requests the top 6 books by views with a cache-busting timestamp (docs/PRODUCT.md §7.1)', async () => {
    const { fetch, calls } = fakeFetch(json(okBody));
    await client(fetch).listTopBooks();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(
      'https://api.example.com/api/books-app/books?sort=views&limit=6&_t=1700000000000',
    );
  });

  it('joins an API base with a trailing slash without doubling it', async () => {
    const { fetch, calls } = fakeFetch(json(okBody));
    await client(fetch, { apiBaseUrl: 'https://api.example.com/v2/' }).listTopBooks();
    expect(calls[0]?.url.startsWith('https://api.example.com/v2/api/books-app/books?')).toBe(true);
  });

  it("asks for no caching through `cache: 'no-store'` and sends no custom header", async () => {
    const { fetch, calls } = fakeFetch(json(okBody));
    await client(fetch).listTopBooks();
    const init = calls[0]?.init;
    expect(init?.cache).toBe('no-store');
    expect(init?.headers).toBeUndefined();
    expect(init?.method ?? 'GET').toBe('GET');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('resolves with the normalised books', async () => {
    const { fetch } = fakeFetch(json(okBody));
    await expect(client(fetch).listTopBooks()).resolves.toEqual([
      {
        id: '101',
        title: 'Café',
        coverUrl: 'https://covers.example.com/cafe.jpg',
        price: 14.5,
        href: 'https://market.example.com/book/101/cafe',
      },
    ]);
  });

  it('resolves with an empty list when the marketplace has no books', async () => {
    const { fetch } = fakeFetch(json({ books: [] }));
    await expect(client(fetch).listTopBooks()).resolves.toEqual([]);
  });

  it.each([
    ['a 503', json({}, 503)],
    ['a 500', json({}, 500)],
    ['a 429', json({}, 429)],
    ['a network error', new TypeError('Failed to fetch')],
  ])('retries once after %s', async (_, first) => {
    let now = 1;
    const { fetch, calls } = fakeFetch(first, json(okBody));
    const books = await client(fetch, { now: () => now++ }).listTopBooks();
    expect(books).toHaveLength(1);
    expect(calls.map((call) => new URL(call.url).searchParams.get('_t'))).toEqual(['1', '2']);
  });

  it('gives up after the one retry', async () => {
    const { fetch, calls } = fakeFetch(json({}, 503), json({}, 502));
    const error = await failure(client(fetch).listTopBooks());
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(calls).toHaveLength(2);
  });

  it('reports a network error that persists as kind "network"', async () => {
    const { fetch } = fakeFetch(new TypeError('offline'), new TypeError('offline'));
    const error = await failure(client(fetch).listTopBooks());
    expect(error.kind).toBe('network');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it.each([404, 400, 403])('does not retry a %i', async (status) => {
    const { fetch, calls } = fakeFetch(json({}, status), json(okBody));
    const error = await failure(client(fetch).listTopBooks());
    expect(error).toMatchObject({ kind: 'http', status });
    expect(calls).toHaveLength(1);
  });

  it('rejects a body that is not JSON with kind "parse", without retrying', async () => {
    const { fetch, calls } = fakeFetch(new Response('<html>oops</html>'), json(okBody));
    expect((await failure(client(fetch).listTopBooks())).kind).toBe('parse');
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['no books array', { data: [] }],
    ['books that are not an array', { books: 'none' }],
    ['a JSON array', []],
    ['JSON null', null],
  ])('rejects %s with kind "shape" (docs/PRODUCT.md §8.2)', async (_, body) => {
    const { fetch } = fakeFetch(json(body));
    expect((await failure(client(fetch).listTopBooks())).kind).toBe('shape');
  });

  it('times out a request that never answers, without retrying', async () => {
    const { fetch, calls } = fakeFetch('hang', json(okBody));
    const error = await failure(client(fetch, { timeoutMs: 20 }).listTopBooks());
    expect(error.kind).toBe('timeout');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.signal?.aborted).toBe(true);
  });

  it('waits 8 s by default before timing out', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch('hang');
    const outcome = client(fetch)
      .listTopBooks()
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(7999);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
  });

  it('counts the retry within the same time budget', async () => {
    const { fetch, calls } = fakeFetch(json({}, 503), 'hang');
    const error = await failure(client(fetch, { timeoutMs: 30 }).listTopBooks());
    expect(error.kind).toBe('timeout');
    expect(calls).toHaveLength(2);
  });

  it('stops when the caller aborts, with kind "aborted" and no retry', async () => {
    const { fetch, calls } = fakeFetch('hang', json(okBody));
    const controller = new AbortController();
    const promise = client(fetch).listTopBooks({ signal: controller.signal });
    controller.abort();
    expect((await failure(promise)).kind).toBe('aborted');
    expect(calls).toHaveLength(1);
  });

  it('does not fetch at all when the signal is already aborted', async () => {
    const { fetch } = fakeFetch(json(okBody));
    const error = await failure(client(fetch).listTopBooks({ signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not retry when the caller aborts during the pause before the retry', async () => {
    const { fetch, calls } = fakeFetch(json({}, 503), json(okBody));
    const controller = new AbortController();
    const promise = client(fetch, { retryDelayMs: 1000 }).listTopBooks({
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    expect((await failure(promise)).kind).toBe('aborted');
    expect(calls).toHaveLength(1);
  });

  it('reads the global fetch when a call starts, not when the client is made', async () => {
    const made = createMarketplaceClient({
      apiBaseUrl: '',
      coverBaseUrl: '/covers',
      marketplaceUrl: 'https://market.example.com',
    });
    const { fetch, calls } = fakeFetch(json(okBody));
    vi.stubGlobal('fetch', fetch);
    await expect(made.listTopBooks()).resolves.toHaveLength(1);
    expect(calls[0]?.url).toMatch(/^\/api\/books-app\/books\?sort=views&limit=6&_t=\d+$/);
  });

  it('calls an injected fetch unbound, as window.fetch requires', async () => {
    const { fetch } = fakeFetch(json(okBody));
    const strict = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      return fetch(input, init);
    };
    await expect(client(strict).listTopBooks()).resolves.toHaveLength(1);
  });
});
