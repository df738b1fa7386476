import { useEffect, useMemo, useState } from 'react';
import type { Book } from './books.js';
import type { MarketplaceClient } from './client.js';
import { type MarketplaceConfig, sharedMarketplaceClient } from './shared.js';

export { type MarketplaceConfig, sharedMarketplaceClient } from './shared.js';

/** What the live marketplace strip renders (docs/PRODUCT.md §4.11). */
export interface TopBooksState {
  /** `loading` and `error` both show the 6 placeholders (docs/PRODUCT.md §8.1). */
  status: 'loading' | 'ready' | 'error';
  /** The books once `ready`; empty while loading and after an error. */
  books: Book[];
}

const LOADING: TopBooksState = { status: 'loading', books: [] };

/**
 * Loads the top books once the component has mounted: never during render, so the prerendered
 * HTML and the first client render both show the placeholders (docs/ARCHITECTURE.md "The one data call").
 * A failure goes to `console.error` only (docs/PRODUCT.md §8); unmounting aborts the call silently.
 *
 * @param client A client created once (module scope or `useMemo`): a new client on every render
 *   would start a new call on every render.
 */
export function useTopBooks(client: MarketplaceClient): TopBooksState {
  const [state, setState] = useState(LOADING);

  useEffect(() => {
    const controller = new AbortController();
    client.listTopBooks({ signal: controller.signal }).then(
      (books) => {
        if (!controller.signal.aborted) setState({ status: 'ready', books });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Marketplace books could not be loaded', error);
        setState({ status: 'error', books: [] });
      },
    );
    return () => controller.abort();
  }, [client]);

  return state;
}

/**
 * The top books of the page's one shared request: `useTopBooks` on `sharedMarketplaceClient`, so
 * every island that calls it with the same configuration (the live strip and the live bundle card)
 * reads one answer.
 *
 * ```tsx
 * const { status, books } = useSharedTopBooks({ apiBaseUrl, coverBaseUrl, marketplaceUrl });
 * ```
 *
 * @param config Where the marketplace lives.
 */
export function useSharedTopBooks({
  apiBaseUrl,
  coverBaseUrl,
  marketplaceUrl,
}: MarketplaceConfig): TopBooksState {
  const client = useMemo(
    () => sharedMarketplaceClient({ apiBaseUrl, coverBaseUrl, marketplaceUrl }),
    [apiBaseUrl, coverBaseUrl, marketplaceUrl],
  );
  return useTopBooks(client);
}
