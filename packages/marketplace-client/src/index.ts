export { type Book, type BookBases, parseBooksResponse, TOP_BOOKS_LIMIT } from './books.js';
export { BUNDLE_SIZE, type BundleOffer, bundleOffer, SAMPLE_BUNDLE } from './bundle.js';
export {
  createMarketplaceClient,
  type ListTopBooksOptions,
  type MarketplaceClient,
  type MarketplaceClientOptions,
} from './client.js';
export { decodeHtmlEntities } from './entities.js';
export {
  MarketplaceError,
  type MarketplaceErrorKind,
  type MarketplaceErrorOptions,
} from './errors.js';
export { parsePrice } from './price.js';
export { bookSlug, bookUrl, coverImageUrl, PLACEHOLDER_COVER } from './urls.js';
