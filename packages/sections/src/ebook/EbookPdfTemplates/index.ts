export { EbookPdfTemplates, type EbookPdfTemplatesProps } from './EbookPdfTemplates.js';
