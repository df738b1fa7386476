export { DemoVideoDialog, type DemoVideoDialogProps } from './DemoVideoDialog';
export { Dialog, type DialogProps } from './Dialog';
// The dialog's and its buttons' class names, for markup built without React that must look the same
// (the consent settings of `@landing/site-kit`).
export * as dialogClassNames from './Dialog.css.js';
export {
  TemplatePreviewContent,
  type TemplatePreviewContentProps,
  type TemplatePreviewData,
  TemplatePreviewDialog,
  type TemplatePreviewDialogProps,
  type TemplatePreviewLabels,
} from './TemplatePreviewDialog';
