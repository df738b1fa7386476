export {
  Rotator,
  type RotatorLabels,
  type RotatorProps,
  type RotatorTestimonial,
} from './Rotator.js';
