import { type Book, type BookBases, parseBooksResponse, TOP_BOOKS_LIMIT } from './books.js';
import { MarketplaceError } from './errors.js';

/** Options of {@link createMarketplaceClient}. */
export interface MarketplaceClientOptions extends BookBases {
  /** Marketplace API base; the call is `{apiBaseUrl}/api/books-app/books` (docs/PRODUCT.md §7.1). */
  apiBaseUrl: string;
  /**
   * The fetch to use; read when a call starts, never at import.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
  /**
   * Clock for the `_t` cache-busting parameter.
   * @default Date.now
   */
  now?: () => number;
  /**
   * Time budget of one `listTopBooks` call, retry included, in milliseconds.
   * @default 8000
   */
  timeoutMs?: number;
  /**
   * Pause before the single retry, in milliseconds.
   * @default 250
   */
  retryDelayMs?: number;
}

/** Options of one {@link MarketplaceClient.listTopBooks} call. */
export interface ListTopBooksOptions {
  /** Aborting it rejects the call with kind `aborted` and stops any retry. */
  signal?: AbortSignal;
}

/** The one data call of the site (docs/PRODUCT.md §7.1). */
export interface MarketplaceClient {
  /**
   * Fetches the most viewed books, validated and normalised (at most 6).
   * Rejects with a {@link MarketplaceError} only.
   */
  listTopBooks(options?: ListTopBooksOptions): Promise<Book[]>;
}

// docs/PRODUCT.md §7.1 and docs/ARCHITECTURE.md "The one data call": a network error, 429 or 5xx may be passing; a 4xx, a body that
// is not JSON or has no books will not change on a second try.
const isRetryable = (error: unknown): boolean =>
  error instanceof MarketplaceError &&
  (error.kind === 'network' ||
    (error.kind === 'http' && (error.status === 429 || (error.status ?? 0) >= 500)));

/** Resolves after `ms`, or as soon as `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Creates the marketplace client (docs/ARCHITECTURE.md "The one data call"). The request carries no custom
 * headers: `cache: 'no-store'` makes the browser send the no-cache headers of docs/PRODUCT.md §7.1
 * itself, where `Cache-Control`/`Pragma` request headers would force a CORS preflight.
 *
 * One retry follows a network error, a 429 or a 5xx, never a 4xx, a timeout or an abort. The
 * timeout bounds the whole call, retry and body included, so the strip's wait has one ceiling.
 *
 * @param options Bases, and the fetch/clock/timeout to use.
 */
export function createMarketplaceClient(options: MarketplaceClientOptions): MarketplaceClient {
  const {
    apiBaseUrl,
    now = Date.now,
    timeoutMs = 8000,
    retryDelayMs = 250,
    coverBaseUrl,
    marketplaceUrl,
  } = options;
  const bases = { coverBaseUrl, marketplaceUrl };
  const endpoint = `${apiBaseUrl.replace(/\/+$/, '')}/api/books-app/books`;

  return {
    async listTopBooks({ signal } = {}) {
      // Called unbound: `window.fetch` throws "Illegal invocation" when called as a method of
      // another object.
      const fetchImpl = options.fetch ?? globalThis.fetch;
      const controller = new AbortController();
      const abort = () => controller.abort();
      signal?.addEventListener('abort', abort);
      const timer = setTimeout(abort, timeoutMs);
      if (signal?.aborted) abort();

      const stopped = () =>
        signal?.aborted
          ? new MarketplaceError('aborted', 'The marketplace request was aborted')
          : new MarketplaceError('timeout', `No marketplace answer within ${timeoutMs} ms`);

      // Any failure to get an answer: a timeout or abort when we stopped it, else the network.
      const reach = async <T>(work: () => Promise<T>): Promise<T> => {
        try {
          return await work();
        } catch (error) {
          if (controller.signal.aborted) throw stopped();
          throw new MarketplaceError('network', 'The marketplace could not be reached', {
            cause: error,
          });
        }
      };

      const request = async (): Promise<Book[]> => {
        if (controller.signal.aborted) throw stopped();
        const url = `${endpoint}?sort=views&limit=${TOP_BOOKS_LIMIT}&_t=${now()}`;
        const response = await reach(() =>
          fetchImpl(url, { cache: 'no-store', signal: controller.signal }),
        );
        const { status } = response;
        if (!response.ok) {
          throw new MarketplaceError('http', `The marketplace answered ${status}`, { status });
        }
        const text = await reach(() => response.text());
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch (error) {
          throw new MarketplaceError('parse', 'The marketplace answer is not JSON', {
            status,
            cause: error,
          });
        }
        const books = parseBooksResponse(body, bases);
        if (!books) {
          throw new MarketplaceError('shape', 'The marketplace answer has no books array', {
            status,
          });
        }
        return books;
      };

      try {
        for (let attempt = 1; ; attempt++) {
          try {
            return await request();
          } catch (error) {
            if (controller.signal.aborted) throw stopped();
            if (attempt === 2 || !isRetryable(error)) throw error;
          }
          await pause(retryDelayMs, controller.signal);
        }
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abort);
      }
    },
  };
}
