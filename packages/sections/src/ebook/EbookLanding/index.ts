export { EbookLanding, type EbookLandingConfig, type EbookLandingProps } from './EbookLanding.js';
