export { useInView, usePrefersReducedMotion } from './motionHooks.js';
export {
  VOICE_TIMINGS,
  type VoicePhase,
  VoiceToBookAnimation,
  type VoiceToBookAnimationProps,
  type VoiceToBookLabels,
} from './VoiceToBookAnimation.js';
