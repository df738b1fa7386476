export {
  type BundleBook,
  BundleCard,
  type BundleCardLabels,
  type BundleCardProps,
} from './BundleCard';
export {
  LiveBundleCard,
  type LiveBundleCardLabels,
  type LiveBundleCardProps,
} from './LiveBundleCard';
