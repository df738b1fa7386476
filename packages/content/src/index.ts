export { CLAIMS } from './claims.js';
export { FORMAT_LOCALES, formatLongDate, formatNumber, formatPrice } from './formatters.js';
export type { Messages } from './messages.js';
export * from './routes.js';
export type { SeoEntry } from './seo.js';
export { seoFor } from './seo.js';
export type { DeepWiden } from './types.js';
