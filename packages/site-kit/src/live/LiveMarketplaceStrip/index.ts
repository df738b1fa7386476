export {
  LiveMarketplaceStrip,
  type LiveMarketplaceStripLabels,
  type LiveMarketplaceStripProps,
} from './LiveMarketplaceStrip.js';
