import { DEFAULT_LOCALE, type Locale } from '@landing/content/locale-table';
import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveMarketplaceStrip } from '../LiveMarketplaceStrip/LiveMarketplaceStrip.js';
import { LiveBundleCard } from './LiveBundleCard.js';

const labels = {
  firstPrice: 'First book',
  total: '3 books bought separately',
  bundlePrice: 'Bundle price',
};
const cta = {
  label: 'Create your first bundle',
  href: 'https://app.example.com/register?source=homepage&action=register',
  track: 'cta_start_trial',
  opensInNewTab: true,
  newTabLabel: '(opens in a new tab)',
};

/** The value next to a term of the price list. */
const figureFor = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

const liveLabels = {
  ...labels,
  saved: '{percent}% saved',
  liveNote: 'Based on the first 3 books listed above.',
  sampleNote: 'Sample prices shown.',
};
const raw = (prices: unknown[]) => ({
  books: prices.map((price, i) => ({
    ebook_id: i + 1,
    ebook_title: `Book ${i + 1}`,
    book_cover_image: `${i + 1}.jpg`,
    price,
  })),
});
let configCount = 0;
const freshConfig = () => {
  configCount += 1;
  return {
    apiBaseUrl: `https://bundle-api${configCount}.example.com`,
    coverBaseUrl: 'https://covers.example.com/',
    marketplaceUrl: 'https://market.example.com',
  };
};

describe('LiveBundleCard', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const live = (config: ReturnType<typeof freshConfig>, locale: Locale = DEFAULT_LOCALE) => (
    <LiveBundleCard
      {...config}
      locale={locale}
      heading="Sell more with bundles"
      labels={liveLabels}
      cta={cta}
    />
  );

  it('renders the sample values of docs/PRODUCT.md §9 on the server, without fetching', () => {
    const html = renderToString(live(freshConfig()));
    for (const text of ['$19.00', '$23.97', '$16.99', '29% saved', 'Sample prices shown.']) {
      expect(html).toContain(text);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('works out the bundle of the first 3 fetched books: 70% of their sum', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(raw(['10', '20', '30', '99']))));
    const { container } = render(live(freshConfig()));
    await waitFor(() => expect(screen.getByText('30% saved')).toBeVisible());
    expect(figureFor('First book')).toBe('$10.00');
    expect(figureFor('3 books bought separately')).toBe('$60.00');
    expect(figureFor('Bundle price')).toBe('$42.00');
    expect(screen.getByText(liveLabels.liveNote)).toBeVisible();
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });

  it('keeps the sample values when fewer than 3 books arrive', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(raw(['10', '20']))));
    render(live(freshConfig()));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // Let the answer land, then check nothing changed.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(figureFor('Bundle price')).toBe('$16.99');
    expect(screen.getByText('29% saved')).toBeVisible();
    expect(screen.getByText(liveLabels.sampleNote)).toBeVisible();
  });

  it('keeps the sample values and only logs when the fetch fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(new Response('{}', { status: 404 }));
    render(live(freshConfig()));
    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
    expect(figureFor('Bundle price')).toBe('$16.99');
  });

  it('writes the figures for Spanish readers', () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    render(live(freshConfig(), 'es'));
    expect(figureFor('Bundle price')?.replace(/\s/g, ' ')).toBe('USD 16.99');
  });

  it('shares the one top-books request with the strip', async () => {
    const config = freshConfig();
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify(raw(['10', '20', '30', '40']))),
    );
    render(
      <>
        <LiveMarketplaceStrip
          {...config}
          heading="Top books"
          labels={{ loading: 'Loading…', free: 'Free', price: '{price}' }}
          locale="en"
        />
        {live(config)}
      </>,
    );
    await waitFor(() => expect(screen.getByText('30% saved')).toBeVisible());
    const strip = screen.getByRole('region', { name: 'Top books' });
    expect(within(strip).getAllByRole('link')).toHaveLength(4);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
