export { AuthorFaq, type AuthorFaqProps } from './AuthorFaq.js';
