import { formatMessage } from '@landing/content';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utils.css';
import { Dialog } from './Dialog';
import { buttonClass } from './Dialog.css';
import * as styles from './TemplatePreviewDialog.css';

/** The chosen cover template, as data. */
export interface TemplatePreviewData {
  /** Template number, 1-20 (docs/PRODUCT.md §3.2). */
  id: number;
  /** Template name, e.g. "Elegant"; it is the dialog's title. */
  name: string;
  /** One or two sentences about the template; an empty one is left out. */
  description: string;
  /** Image of the cover (templates 1-4 are image files). Ignored when a preview is passed as children. */
  imageSrc?: string;
}

/** Every string of the preview dialog, so both locales work. */
export interface TemplatePreviewLabels {
  /** Accessible name of the close button. */
  close: string;
  /** "Use this template". */
  useTemplate: string;
  /** The link to see every template, e.g. "Sign up to see all templates" (it opens sign-up). */
  viewAll: string;
  /** Screen-reader text read after the new-tab links, e.g. "(opens in a new tab)". */
  newTab: string;
}

export interface TemplatePreviewContentProps {
  /** The chosen template. */
  template: TemplatePreviewData;
  /** Copy for the two links. */
  labels: Pick<TemplatePreviewLabels, 'useTemplate' | 'viewAll' | 'newTab'>;
  /** Registration link for this template; a `{id}` in it is replaced by the template id. */
  useTemplateHref: string;
  /** Registration link for the template list (`action=view_all_templates`). */
  viewAllHref: string;
  /** Analytics event of the all-templates link (`data-track`). @default 'cover_view_all_templates' */
  viewAllTrack?: string;
  /** The larger preview; when absent, `template.imageSrc` is shown, else an empty 2:3 slot. */
  children?: ReactNode;
}

/**
 * The body of the cover preview dialog: the preview, the description and the two new-tab links.
 * The gallery passes its own rendered preview as children.
 */
export function TemplatePreviewContent({
  template,
  labels,
  useTemplateHref,
  viewAllHref,
  viewAllTrack = 'cover_view_all_templates',
  children,
}: TemplatePreviewContentProps) {
  return (
    <div className={styles.content}>
      <div className={styles.preview} data-template-id={template.id}>
        {children ??
          (template.imageSrc ? (
            <img
              className={styles.image}
              src={template.imageSrc}
              alt=""
              width={400}
              height={600}
              decoding="async"
            />
          ) : null)}
      </div>
      <div>
        {/* Always there, hidden when empty: a script that shows another template fills it in. */}
        <p className={styles.description} hidden={!template.description}>
          {template.description}
        </p>
        <div className={styles.actions}>
          <a
            className={buttonClass.primary}
            href={formatMessage(useTemplateHref, { id: template.id })}
            target="_blank"
            rel="noopener"
            data-track="cover_use_template"
          >
            {labels.useTemplate} <span className={visuallyHidden}>{labels.newTab}</span>
          </a>
          <a
            className={buttonClass.secondary}
            href={viewAllHref}
            target="_blank"
            rel="noopener"
            data-track={viewAllTrack}
          >
            {labels.viewAll} <span className={visuallyHidden}>{labels.newTab}</span>
          </a>
        </div>
      </div>
    </div>
  );
}

export interface TemplatePreviewDialogProps
  extends Omit<TemplatePreviewContentProps, 'template' | 'labels'> {
  /** The template to show, or null when the dialog is closed (docs/PRODUCT.md §4.4). */
  template: TemplatePreviewData | null;
  /** Copy for the dialog. */
  labels: TemplatePreviewLabels;
  /** Called with `false` when the visitor closes the dialog; set `template` to null then. */
  onOpenChange?: (open: boolean) => void;
  /** Heading level of the template name. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The cover template preview dialog (docs/PRODUCT.md §2.2 item 2): open while `template` is set, titled with the
 * template's name. Controlled by the gallery, which owns the chosen template.
 */
export function TemplatePreviewDialog({
  template,
  labels,
  onOpenChange,
  headingLevel,
  ...content
}: TemplatePreviewDialogProps) {
  return (
    <Dialog
      title={template?.name ?? ''}
      closeLabel={labels.close}
      headingLevel={headingLevel}
      open={template !== null}
      onOpenChange={onOpenChange}
    >
      {template ? (
        <TemplatePreviewContent template={template} labels={labels} {...content} />
      ) : null}
    </Dialog>
  );
}
