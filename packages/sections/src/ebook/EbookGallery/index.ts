export { EbookGallery, type EbookGalleryProps } from './EbookGallery.js';
export { GalleryIsland, type GalleryIslandProps } from './GalleryIsland.js';
