export { EbookFaq, type EbookFaqProps } from './EbookFaq.js';
