export {
  LIVE_DEMO_DELAY_MS,
  LiveDemoCard,
  type LiveDemoCardLabels,
  type LiveDemoCardProps,
  type LiveDemoState,
} from './LiveDemoCard.js';
