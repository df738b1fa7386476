export type { BookPriceLabels, SiteLocale } from './formatPrice.js';
export {
  LiveMarketplaceStrip,
  type LiveMarketplaceStripLabels,
  type LiveMarketplaceStripProps,
} from './LiveMarketplaceStrip.js';
export {
  MarketplaceStrip,
  type MarketplaceStripLabels,
  type MarketplaceStripProps,
  type StripBook,
  type StripStatus,
} from './MarketplaceStrip.js';
export type { MarketplaceConfig } from './sharedClient.js';
