export { STRIP_SIZE } from './MarketplaceStrip.css.js';
export {
  MarketplaceStrip,
  type MarketplaceStripLabels,
  type MarketplaceStripProps,
  type StripBook,
} from './MarketplaceStrip.js';
