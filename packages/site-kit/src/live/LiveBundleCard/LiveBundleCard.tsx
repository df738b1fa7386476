import { formatMessage, formatPrice, type Locale } from '@landing/content';
import { bundleOffer, SAMPLE_BUNDLE } from '@landing/marketplace-client';
import { type MarketplaceConfig, useSharedTopBooks } from '@landing/marketplace-client/react';
import {
  BundleCard,
  type BundleCardLabels,
  type BundleCardProps,
} from '@landing/ui/components/BundleCard';
import { useMemo } from 'react';

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
  locale: Locale;
}

/**
 * The island of the bundle card (docs/PRODUCT.md §9): JSON props only. It reads the same top books
 * as the strip (`useSharedTopBooks`, one shared request) and shows `bundleOffer` of the first 3:
 * 70% of their sum. Until they load, and when fewer than 3 priced books arrive, it shows the
 * sample values (first 19, total 23.97, bundle 16.99, 29% saved), which is also what the server
 * renders.
 */
export function LiveBundleCard({
  apiBaseUrl,
  coverBaseUrl,
  marketplaceUrl,
  labels,
  locale,
  ...card
}: LiveBundleCardProps) {
  const { status, books } = useSharedTopBooks({ apiBaseUrl, coverBaseUrl, marketplaceUrl });
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
      savingText={formatMessage(labels.saved, { percent: offer.savingPercent })}
      labels={labels}
      note={offer.isSample ? labels.sampleNote : labels.liveNote}
      reservedNote={offer.isSample ? labels.liveNote : labels.sampleNote}
    />
  );
}
