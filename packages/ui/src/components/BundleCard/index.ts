export {
  type BundleBook,
  BundleCard,
  type BundleCardLabels,
  type BundleCardProps,
} from './BundleCard.js';
