import { formatPrice } from '@landing/content';
import { bundleOffer, SAMPLE_BUNDLE } from '@landing/marketplace-client';
import { useTopBooks } from '@landing/marketplace-client/react';
import { useMemo } from 'react';
import type { SiteLocale } from '../MarketplaceStrip/formatPrice.js';
import {
  type MarketplaceConfig,
  sharedMarketplaceClient,
} from '../MarketplaceStrip/sharedClient.js';
import { BundleCard, type BundleCardLabels, type BundleCardProps } from './BundleCard.js';

/** Copy of the live bundle card. */
export interface LiveBundleCardLabels extends BundleCardLabels {
  /** The saving, `{percent}` replaced by the whole percent, e.g. "{percent}% saved". */
  saved: string;
  /** Note under live figures, e.g. "Based on the first 3 books listed above". */
  liveNote?: string;
  /** Note under the sample figures. */
  sampleNote?: string;
}

export interface LiveBundleCardProps
  extends MarketplaceConfig,
    Pick<BundleCardProps, 'heading' | 'headingLevel' | 'badge' | 'text' | 'cta'> {
  /** Copy. */
  labels: LiveBundleCardLabels;
  /** Language of the page; figures are US dollars written by `formatPrice` of `@landing/content`
   * ("$16.99" / "USD 16.99"). */
  locale: SiteLocale;
}

/**
 * The island of the bundle card (docs/PRODUCT.md §9.6): JSON props only. It reads the same top books as
 * the strip (one shared request) and shows `bundleOffer` of the first 3: 70% of their sum. Until
 * they load, and when fewer than 3 priced books arrive, it shows the sample values of docs/PRODUCT.md §9.6
 * (first 19, total 23.97, bundle 16.99, 29% saved), which is also what the server renders.
 */
export function LiveBundleCard({
  apiBaseUrl,
  coverBaseUrl,
  marketplaceUrl,
  labels,
  locale,
  ...card
}: LiveBundleCardProps) {
  const client = useMemo(
    () => sharedMarketplaceClient({ apiBaseUrl, coverBaseUrl, marketplaceUrl }),
    [apiBaseUrl, coverBaseUrl, marketplaceUrl],
  );
  const { status, books } = useTopBooks(client);
  const offer = useMemo(
    () => (status === 'ready' ? bundleOffer(books) : SAMPLE_BUNDLE),
    [status, books],
  );

  return (
    <BundleCard
      {...card}
      books={offer.books.map((book) => ({ title: book.title, coverUrl: book.coverUrl }))}
      firstPriceText={formatPrice(offer.firstPrice, locale)}
      totalText={formatPrice(offer.total, locale)}
      bundlePriceText={formatPrice(offer.bundlePrice, locale)}
      savingText={labels.saved.replace('{percent}', String(offer.savingPercent))}
      labels={labels}
      note={offer.isSample ? labels.sampleNote : labels.liveNote}
      reservedNote={offer.isSample ? labels.liveNote : labels.sampleNote}
    />
  );
}
