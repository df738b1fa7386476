export { EbookFinalCta, type EbookFinalCtaProps } from './EbookFinalCta.js';
