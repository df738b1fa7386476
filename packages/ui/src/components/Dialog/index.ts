export { DemoVideoDialog, type DemoVideoDialogProps } from './DemoVideoDialog';
export { Dialog, type DialogProps, type DialogTrigger } from './Dialog';
export { DIALOG_SIZES } from './Dialog.css';
export {
  TemplatePreviewContent,
  type TemplatePreviewContentProps,
  type TemplatePreviewData,
  TemplatePreviewDialog,
  type TemplatePreviewDialogProps,
  type TemplatePreviewLabels,
} from './TemplatePreviewDialog';
