export { EbookTranslate, type EbookTranslateProps } from './EbookTranslate.js';
