export { AuthorFinalCta, type AuthorFinalCtaProps } from './AuthorFinalCta.js';
