export {
  TestimonialCard,
  type TestimonialCardLabels,
  type TestimonialCardProps,
} from './TestimonialCard.js';
