export {
  CoverGallery,
  type CoverGalleryLabels,
  type CoverGalleryProps,
  type CoverGalleryTemplate,
} from './CoverGallery';
