import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.js';
import { createBookPriceFormatter } from './formatPrice.js';
import { LiveMarketplaceStrip } from './LiveMarketplaceStrip.js';
import { MarketplaceStrip, type StripBook } from './MarketplaceStrip.js';

const labels = { loading: 'Loading the most read books…' };

const makeBooks = (count: number): StripBook[] =>
  Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    title: `Book ${i + 1}`,
    coverUrl: `https://covers.example.com/${i + 1}.jpg`,
    priceText: `$${i + 1}.99`,
    href: `https://market.example.com/book/${i + 1}/book-${i + 1}`,
  }));

const strip = (props: Partial<Parameters<typeof MarketplaceStrip>[0]>) =>
  render(
    <MarketplaceStrip
      heading="Fresh from the marketplace"
      books={null}
      status="loading"
      labels={labels}
      {...props}
    />,
  );

describe('given the books are loading', () => {
  it('shows 6 hidden placeholders, marks the strip busy and says it is loading', async () => {
    const { container } = strip({ status: 'loading' });
    const region = screen.getByRole('region', { name: 'Fresh from the marketplace' });
    expect(within(region).getByText(labels.loading)).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(6);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('list')).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('given the books failed to load', () => {
  it('keeps showing exactly what loading shows, and nothing else (docs/PRODUCT.md §8.1)', () => {
    const loading = strip({ id: 'top', status: 'loading' }).container.innerHTML;
    const failed = strip({ id: 'top', status: 'error', books: makeBooks(6) }).container.innerHTML;
    expect(failed.replace('data-status="error"', 'data-status="loading"')).toBe(loading);
  });
});

describe('given the books arrived', () => {
  it('lists them as links, the first 3 covers with priority', async () => {
    const { container } = strip({ status: 'ready', books: makeBooks(6) });
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAccessibleName('Book 1 $1.99');
    const images = container.querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(container.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(3);
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(screen.queryByText(labels.loading)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows at most 6 books', () => {
    strip({ status: 'ready', books: makeBooks(9) });
    expect(screen.getAllByRole('link')).toHaveLength(6);
  });

  it('keeps the 6 cells of the grid when fewer books arrive, so nothing below moves', async () => {
    const { container } = strip({ status: 'ready', books: makeBooks(2) });
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(container.querySelectorAll('ul > li')).toHaveLength(6);
    expect(container.querySelectorAll('ul > li[aria-hidden="true"]')).toHaveLength(4);
    await expectNoAxeViolations(container);
  });
});

describe('createBookPriceFormatter', () => {
  it('writes US dollars for the page language, "free" for 0 and nothing for an unknown price', () => {
    const en = createBookPriceFormatter('en', { free: 'Free', price: '{price}' });
    const es = createBookPriceFormatter('es', { free: 'Gratis', price: '{price}' });
    expect(en(12.99)).toBe('$12.99');
    expect(en(1234.5)).toBe('$1,234.50');
    expect(en(0)).toBe('Free');
    expect(en(null)).toBeNull();
    expect(es(12.99)?.replace(/\s/g, ' ')).toBe('USD 12.99');
    expect(es(0)).toBe('Gratis');
  });
});

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

  it('keeps the placeholders and only logs when the marketplace fails (docs/PRODUCT.md §8.1)', async () => {
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
