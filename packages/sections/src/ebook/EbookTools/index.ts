export { EbookTools, type EbookToolsProps } from './EbookTools.js';
