export {
  VoiceToBookAnimation,
  type VoiceToBookAnimationProps,
  type VoiceToBookLabels,
} from './VoiceToBookAnimation.js';
