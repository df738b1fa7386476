export {
  type BundleBook,
  BundleCard,
  type BundleCardLabels,
  type BundleCardProps,
} from './BundleCard.js';
export {
  LiveBundleCard,
  type LiveBundleCardLabels,
  type LiveBundleCardProps,
} from './LiveBundleCard.js';
