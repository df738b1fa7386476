export {
  LiveDemoCard,
  type LiveDemoCardLabels,
  type LiveDemoCardProps,
} from './LiveDemoCard.js';
