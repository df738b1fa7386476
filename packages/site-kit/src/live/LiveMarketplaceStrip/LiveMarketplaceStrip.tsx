import { type BookPriceLabels, createBookPriceFormatter, type Locale } from '@landing/content';
import { type MarketplaceConfig, useSharedTopBooks } from '@landing/marketplace-client/react';
import {
  MarketplaceStrip,
  type MarketplaceStripLabels,
  type MarketplaceStripProps,
  type StripBook,
} from '@landing/ui/components/MarketplaceStrip';
import { useMemo } from 'react';

/** Copy of the live strip: the strip's own plus how prices read. */
export interface LiveMarketplaceStripLabels extends MarketplaceStripLabels, BookPriceLabels {}

export interface LiveMarketplaceStripProps
  extends MarketplaceConfig,
    Pick<MarketplaceStripProps, 'id' | 'heading' | 'headingLevel' | 'intro' | 'tone'> {
  /** Copy: `loading`, `free` and the `price` template (`{price}`). */
  labels: LiveMarketplaceStripLabels;
  /** Language of the page; prices are US dollars written by `formatPrice` of
   * `@landing/content` ("$14.50" / "USD 14.50"). */
  locale: Locale;
}

/**
 * The island of the marketplace strip (docs/PRODUCT.md §7 and §8): JSON props only. The server
 * and the first client render show the 6 placeholders; the top books are fetched in an effect
 * (`useSharedTopBooks`, one request shared with the bundle card); a failure is logged to the
 * console and the placeholders stay.
 *
 * ```tsx
 * <LiveMarketplaceStrip apiBaseUrl={env.api} coverBaseUrl={env.covers} marketplaceUrl={env.market}
 *   heading={t.heading} intro={t.intro} labels={t.labels} locale="en" />
 * ```
 */
export function LiveMarketplaceStrip({
  apiBaseUrl,
  coverBaseUrl,
  marketplaceUrl,
  labels,
  locale,
  ...section
}: LiveMarketplaceStripProps) {
  const { status, books } = useSharedTopBooks({ apiBaseUrl, coverBaseUrl, marketplaceUrl });
  const { free, price } = labels;
  const stripBooks = useMemo<StripBook[] | null>(() => {
    if (status !== 'ready') return null;
    const formatPrice = createBookPriceFormatter(locale, { free, price });
    return books.map((book) => ({
      id: book.id,
      title: book.title,
      coverUrl: book.coverUrl,
      priceText: formatPrice(book.price),
      href: book.href,
    }));
  }, [status, books, locale, free, price]);

  return <MarketplaceStrip {...section} status={status} books={stripBooks} labels={labels} />;
}
