export { EbookGallery, type EbookGalleryProps } from './EbookGallery.js';
