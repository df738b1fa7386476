export { AuthorRoyalties, type AuthorRoyaltiesProps } from './AuthorRoyalties.js';
