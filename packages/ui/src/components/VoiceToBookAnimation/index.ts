export {
  type VoicePhase,
  VoiceToBookAnimation,
  type VoiceToBookAnimationProps,
  type VoiceToBookLabels,
} from './VoiceToBookAnimation.js';
