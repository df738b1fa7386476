export { EbookTrialBanner, type EbookTrialBannerProps } from './EbookTrialBanner.js';
