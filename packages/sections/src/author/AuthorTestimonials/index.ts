export { AuthorTestimonials, type AuthorTestimonialsProps } from './AuthorTestimonials.js';
