export {
  type PdfTemplateColors,
  type PdfTemplateData,
  type PdfTemplateLabels,
  PdfTemplatePreview,
  type PdfTemplatePreviewProps,
  PdfTemplateShowcase,
  type PdfTemplateShowcaseProps,
} from './PdfTemplatePreview';
