export {
  LiveBundleCard,
  type LiveBundleCardLabels,
  type LiveBundleCardProps,
} from './LiveBundleCard.js';
