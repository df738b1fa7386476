export { CoverTemplatePreview, type CoverTemplatePreviewProps } from './CoverTemplatePreview';
export { COVER_TEMPLATE_IDS, type CoverTemplateId, isCoverTemplateId } from './templates';
