export { AuthorMarketplace, type AuthorMarketplaceProps } from './AuthorMarketplace.js';
