export {
  type BookPriceLabels,
  createBookPriceFormatter,
  type SiteLocale,
  usdFormatter,
} from './formatPrice.js';
export {
  LiveMarketplaceStrip,
  type LiveMarketplaceStripLabels,
  type LiveMarketplaceStripProps,
} from './LiveMarketplaceStrip.js';
export { STRIP_SIZE } from './MarketplaceStrip.css.js';
export {
  MarketplaceStrip,
  type MarketplaceStripLabels,
  type MarketplaceStripProps,
  type StripBook,
  type StripStatus,
} from './MarketplaceStrip.js';
export { type MarketplaceConfig, sharedMarketplaceClient } from './sharedClient.js';
