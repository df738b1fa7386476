export {
  LiveDemoCard,
  type LiveDemoCardLabels,
  type LiveDemoCardProps,
  type LiveDemoState,
} from './LiveDemoCard.js';
