export { EbookTestimonials, type EbookTestimonialsProps } from './EbookTestimonials.js';
