export { CoverTemplatePreview, type CoverTemplatePreviewProps } from './CoverTemplatePreview';
export type { CoverTemplateId } from './templates';
