export { DemoVideoDialog, type DemoVideoDialogProps } from './DemoVideoDialog';
export { Dialog, type DialogProps } from './Dialog';
export {
  TemplatePreviewContent,
  type TemplatePreviewContentProps,
  type TemplatePreviewData,
  TemplatePreviewDialog,
  type TemplatePreviewDialogProps,
  type TemplatePreviewLabels,
} from './TemplatePreviewDialog';
