export { EbookGallery, type EbookGalleryProps } from './EbookGallery.js';
export { GalleryIsland, type GalleryIslandProps, loadGalleryIsland } from './GalleryIsland.js';
