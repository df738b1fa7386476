export { useInView, usePrefersReducedMotion } from './motionHooks';
export {
  VOICE_TIMINGS,
  type VoicePhase,
  VoiceToBookAnimation,
  type VoiceToBookAnimationProps,
  type VoiceToBookLabels,
} from './VoiceToBookAnimation';
