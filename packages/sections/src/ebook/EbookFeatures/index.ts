export { EbookFeatures, type EbookFeaturesProps } from './EbookFeatures.js';
