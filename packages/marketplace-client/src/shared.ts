import type { Book } from './books.js';
import { createMarketplaceClient, type MarketplaceClient } from './client.js';
import { MarketplaceError } from './errors.js';

/** Where the marketplace lives, as the islands receive it (JSON props). */
export interface MarketplaceConfig {
  /** Marketplace API base (`VITE_API_BASE_URL`). */
  apiBaseUrl: string;
  /** Cover storage base (`VITE_COVER_BASE_URL`). */
  coverBaseUrl: string;
  /** Marketplace host root, for book pages (`VITE_MARKETPLACE_URL`). */
  marketplaceUrl: string;
}

const clients = new Map<string, MarketplaceClient>();

function rejectOnAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () =>
      reject(new MarketplaceError('aborted', 'The marketplace request was aborted'));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function sharingOneCall(client: MarketplaceClient): MarketplaceClient {
  let pending: Promise<Book[]> | null = null;
  return {
    listTopBooks({ signal } = {}) {
      if (!pending) {
        // Not tied to one caller's signal: the strip and the bundle card share the answer, and an
        // unmount (or StrictMode's double effect) must not cancel it for the other.
        const call = client.listTopBooks();
        pending = call;
        // A failure is forgotten so a later mount may try again; success is kept for the page.
        call.catch(() => {
          if (pending === call) pending = null;
        });
      }
      return rejectOnAbort(pending, signal);
    },
  };
}

/**
 * The marketplace client of the islands, one per configuration and page: the live strip and the
 * live bundle card both read the top books, and the page makes the one data call once
 * (docs/ARCHITECTURE.md "The one data call"), so they share a single request. Created on first
 * use, never at import. Aborting one caller's signal rejects that caller only.
 *
 * @param config Where the marketplace lives.
 */
export function sharedMarketplaceClient(config: MarketplaceConfig): MarketplaceClient {
  const key = `${config.apiBaseUrl}\n${config.coverBaseUrl}\n${config.marketplaceUrl}`;
  let client = clients.get(key);
  if (!client) {
    client = sharingOneCall(
      createMarketplaceClient({
        apiBaseUrl: config.apiBaseUrl,
        coverBaseUrl: config.coverBaseUrl,
        marketplaceUrl: config.marketplaceUrl,
      }),
    );
    clients.set(key, client);
  }
  return client;
}
