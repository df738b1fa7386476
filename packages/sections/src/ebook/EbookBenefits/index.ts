export { EbookBenefits, type EbookBenefitsProps } from './EbookBenefits.js';
