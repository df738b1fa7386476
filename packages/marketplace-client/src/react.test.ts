// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Book } from './books.js';
import type { ListTopBooksOptions, MarketplaceClient } from './client.js';
import { MarketplaceError } from './errors.js';
import { useSharedTopBooks, useTopBooks } from './react.js';

const BOOK: Book = {
  id: '101',
  title: 'Café de París',
  coverUrl: 'https://covers.example.com/cafe.jpg',
  price: 14.5,
  href: 'https://market.example.com/book/101/cafe-de-paris',
};

/** A client whose calls stay pending until the test settles them. */
function controlledClient() {
  const calls: {
    signal: AbortSignal | undefined;
    resolve: (books: Book[]) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const client: MarketplaceClient = {
    listTopBooks: vi.fn(
      (options?: ListTopBooksOptions) =>
        new Promise<Book[]>((resolve, reject) => {
          calls.push({ signal: options?.signal, resolve, reject });
          options?.signal?.addEventListener('abort', () =>
            reject(new MarketplaceError('aborted', 'aborted')),
          );
        }),
    ),
  };
  return { client, calls };
}

function Strip({ client }: { client: MarketplaceClient }) {
  const { status, books } = useTopBooks(client);
  return createElement('p', null, `${status}:${books.length}`);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useTopBooks', () => {
  it('starts loading, then shows the books once they arrive', async () => {
    const { client, calls } = controlledClient();
    const { result } = renderHook(() => useTopBooks(client));
    expect(result.current).toEqual({ status: 'loading', books: [] });
    await act(async () => calls[0]?.resolve([BOOK]));
    expect(result.current).toEqual({ status: 'ready', books: [BOOK] });
  });

  it('counts an empty list as ready with no books', async () => {
    const { client, calls } = controlledClient();
    const { result } = renderHook(() => useTopBooks(client));
    await act(async () => calls[0]?.resolve([]));
    expect(result.current).toEqual({ status: 'ready', books: [] });
  });

  it('keeps the loading data on failure and logs the error once, to the console only', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, calls } = controlledClient();
    const { result } = renderHook(() => useTopBooks(client));
    const error = new MarketplaceError('http', 'The marketplace answered 500', { status: 500 });
    await act(async () => calls[0]?.reject(error));
    expect(result.current).toEqual({ status: 'error', books: [] });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]).toContain(error);
  });

  it('aborts the call on unmount and logs nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, calls } = controlledClient();
    const { unmount } = renderHook(() => useTopBooks(client));
    expect(calls[0]?.signal?.aborted).toBe(false);
    unmount();
    expect(calls[0]?.signal?.aborted).toBe(true);
    await act(async () => calls[0]?.resolve([BOOK]));
    expect(log).not.toHaveBeenCalled();
  });

  it('makes one live call under StrictMode and drops the aborted one silently', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, calls } = controlledClient();
    const { result } = renderHook(() => useTopBooks(client), { wrapper: StrictMode });
    const live = calls.filter((call) => !call.signal?.aborted);
    expect(live).toHaveLength(1);
    await act(async () => live[0]?.resolve([BOOK]));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(log).not.toHaveBeenCalled();
  });

  it('does not fetch while rendering on the server (prerender shows the placeholders)', () => {
    const { client } = controlledClient();
    expect(renderToString(createElement(Strip, { client }))).toBe('<p>loading:0</p>');
    expect(client.listTopBooks).not.toHaveBeenCalled();
  });
});

describe('useSharedTopBooks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives every island with the same configuration the books of one request', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(
          JSON.stringify({
            books: [{ ebook_id: 101, ebook_title: 'Café', book_cover_image: 'c.jpg', price: 2 }],
          }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const config = {
      apiBaseUrl: 'https://hook.example.com',
      coverBaseUrl: 'https://covers.example.com/',
      marketplaceUrl: 'https://market.example.com',
    };
    const strip = renderHook(() => useSharedTopBooks(config));
    const bundle = renderHook(() => useSharedTopBooks({ ...config }));
    await waitFor(() => expect(strip.result.current.status).toBe('ready'));
    await waitFor(() => expect(bundle.result.current.status).toBe('ready'));
    expect(strip.result.current.books.map((book) => book.title)).toEqual(['Café']);
    expect(bundle.result.current.books).toEqual(strip.result.current.books);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
