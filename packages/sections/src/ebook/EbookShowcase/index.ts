export { EbookShowcase, type EbookShowcaseProps } from './EbookShowcase.js';
