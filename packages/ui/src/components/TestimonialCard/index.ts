export {
  MAX_RATING,
  TestimonialCard,
  type TestimonialCardLabels,
  type TestimonialCardProps,
} from './TestimonialCard.js';
