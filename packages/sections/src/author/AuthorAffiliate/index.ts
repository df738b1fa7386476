export { AuthorAffiliate, type AuthorAffiliateProps } from './AuthorAffiliate.js';
