import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from './errors.js';
import { sharedMarketplaceClient } from './shared.js';

const answer = () =>
  new Response(
    JSON.stringify({
      books: [{ ebook_id: 7, ebook_title: 'Shared', book_cover_image: 's.jpg', price: '3' }],
    }),
  );

let configCount = 0;
/** A fresh configuration per test: clients are shared per configuration for the page's life. */
const freshConfig = () => {
  configCount += 1;
  return {
    apiBaseUrl: `https://shared${configCount}.example.com`,
    coverBaseUrl: 'https://covers.example.com/',
    marketplaceUrl: 'https://market.example.com',
  };
};

describe('sharedMarketplaceClient', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hands every caller with the same configuration the same client, and fetches nothing yet', () => {
    const config = freshConfig();
    const client = sharedMarketplaceClient(config);
    expect(sharedMarketplaceClient({ ...config })).toBe(client);
    expect(sharedMarketplaceClient(freshConfig())).not.toBe(client);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers two callers with one request', async () => {
    fetchMock.mockImplementation(async () => answer());
    const config = freshConfig();
    const [strip, bundle] = await Promise.all([
      sharedMarketplaceClient(config).listTopBooks(),
      sharedMarketplaceClient(config).listTopBooks(),
    ]);
    expect(strip.map((book) => book.title)).toEqual(['Shared']);
    expect(bundle).toBe(strip);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps a success for the page: a later caller gets it without a second request', async () => {
    fetchMock.mockImplementation(async () => answer());
    const config = freshConfig();
    await sharedMarketplaceClient(config).listTopBooks();
    await sharedMarketplaceClient(config).listTopBooks();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so a later caller tries again', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 404 }));
    fetchMock.mockResolvedValueOnce(answer());
    const config = freshConfig();
    await expect(sharedMarketplaceClient(config).listTopBooks()).rejects.toBeInstanceOf(
      MarketplaceError,
    );
    const books = await sharedMarketplaceClient(config).listTopBooks();
    expect(books).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects only the caller that aborts; the other still gets the books', async () => {
    let respond: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (respond = resolve)));
    const config = freshConfig();
    const controller = new AbortController();
    const leaving = sharedMarketplaceClient(config).listTopBooks({ signal: controller.signal });
    const staying = sharedMarketplaceClient(config).listTopBooks();
    controller.abort();
    await expect(leaving).rejects.toMatchObject({ kind: 'aborted' });
    respond(answer());
    await expect(staying).resolves.toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects at once a caller whose signal is already aborted', async () => {
    fetchMock.mockImplementation(async () => answer());
    const signal = AbortSignal.abort();
    await expect(
      sharedMarketplaceClient(freshConfig()).listTopBooks({ signal }),
    ).rejects.toMatchObject({ kind: 'aborted' });
  });
});
