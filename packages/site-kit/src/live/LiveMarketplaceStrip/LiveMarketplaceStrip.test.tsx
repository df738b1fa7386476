import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveMarketplaceStrip } from './LiveMarketplaceStrip.js';

const rawBooks = [
  {
    ebook_id: 11,
    ebook_title: 'Sourdough &amp; Patience',
    book_cover_image: 'a.jpg',
    price: '12.99',
  },
  { ebook_id: 12, ebook_title: 'Free Verse', book_cover_image: 'b.jpg', price: '0' },
  { ebook_id: 13, ebook_title: 'Unknown Price', book_cover_image: 'c.jpg', price: 'call us' },
  { ebook_id: 14, ebook_title: 'Four', book_cover_image: 'd.jpg', price: 4 },
];

const liveLabels = { loading: 'Loading books…', free: 'Free', price: '{price}' };
let configCount = 0;
/** A fresh configuration per test: the islands share one call per configuration and page. */
const freshConfig = () => {
  configCount += 1;
  return {
    apiBaseUrl: `https://api${configCount}.example.com`,
    coverBaseUrl: 'https://covers.example.com/',
    marketplaceUrl: 'https://market.example.com',
  };
};

describe('LiveMarketplaceStrip', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('renders the placeholders on the server without fetching', () => {
    const html = renderToString(
      <LiveMarketplaceStrip
        {...freshConfig()}
        heading="Top books"
        labels={liveLabels}
        locale="en"
      />,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html.match(/data-placeholder/g)).toHaveLength(6);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the top books once mounted and shows them with prices in English', async () => {
    const config = freshConfig();
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ books: rawBooks })));
    render(
      <LiveMarketplaceStrip {...config} heading="Top books" labels={liveLabels} locale="en" />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(4));
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(
      /^https:\/\/api\d+\.example\.com\/api\/books-app\/books\?sort=views&limit=6&_t=\d+$/,
    );
    expect(screen.getByRole('link', { name: 'Sourdough & Patience $12.99' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/market\.example\.com\/book\/11\//),
    );
    expect(screen.getByRole('link', { name: 'Free Verse Free' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Unknown Price' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Four $4.00' })).toBeVisible();
  });

  it('writes prices for Spanish readers', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ books: rawBooks })));
    render(
      <LiveMarketplaceStrip
        {...freshConfig()}
        heading="Lo más leído"
        labels={{ loading: 'Cargando libros…', free: 'Gratis', price: '{price}' }}
        locale="es"
      />,
    );
    const link = await screen.findByRole('link', { name: /^Sourdough & Patience/ });
    expect(link.textContent?.replace(/\s/g, ' ')).toContain('USD 12.99');
    expect(screen.getByRole('link', { name: 'Free Verse Gratis' })).toBeVisible();
  });

  it('keeps the placeholders and only logs when the marketplace fails (docs/PRODUCT.md §8)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    const { container } = render(
      <LiveMarketplaceStrip
        {...freshConfig()}
        heading="Top books"
        labels={liveLabels}
        locale="en"
      />,
    );
    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
    expect(container.querySelector('[data-status="error"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(6);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shares one request between islands with the same configuration', async () => {
    const config = freshConfig();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ books: rawBooks })));
    render(
      <>
        <LiveMarketplaceStrip {...config} heading="One" labels={liveLabels} locale="en" />
        <LiveMarketplaceStrip {...config} heading="Two" labels={liveLabels} locale="en" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(8));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
