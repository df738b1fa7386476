export {
  type BookPriceLabels,
  createBookPriceFormatter,
  type SiteLocale,
  usdFormatter,
} from './formatPrice';
export {
  LiveMarketplaceStrip,
  type LiveMarketplaceStripLabels,
  type LiveMarketplaceStripProps,
} from './LiveMarketplaceStrip';
export {
  MarketplaceStrip,
  type MarketplaceStripLabels,
  type MarketplaceStripProps,
  type StripBook,
  type StripStatus,
} from './MarketplaceStrip';
export { STRIP_SIZE } from './MarketplaceStrip.css';
export { type MarketplaceConfig, sharedMarketplaceClient } from './sharedClient';
