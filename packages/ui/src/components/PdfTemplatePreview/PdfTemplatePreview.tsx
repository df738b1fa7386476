import { formatMessage } from '@landing/content';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CSSProperties } from 'react';
import { PDF_PAGES_SRC } from '../../assets/pdf-pages/pdfPages';
import { DEFERRED_HREF } from '../../behaviours/deferredArt';
import { visuallyHidden } from '../../theme/utils.css';
import { cx } from '../../utils/cx';
import * as styles from './PdfTemplatePreview.css';
import { isPdfTemplateKey, PDF_COLOUR_PROPERTIES } from './pages';

/** A PDF template's colours (docs/PRODUCT.md §3.3), as CSS colours, e.g. "#2563EB". */
export interface PdfTemplateColors {
  primary: string;
  secondary: string;
  accent: string;
  text: string;
}

/** Names read out for the swatches, in the page's language. */
export interface PdfTemplateLabels {
  /** Name of the swatch list; a `{name}` in it is the template's name, e.g. "Colors of {name}". */
  swatches: string;
  /** e.g. "Primary". */
  primary: string;
  /** e.g. "Secondary". */
  secondary: string;
  /** e.g. "Accent". */
  accent: string;
}

export interface PdfTemplatePreviewProps {
  /** One of the eight keys (`modern`, `elegant`, `creative`, `professional`, `nature`, `luxury`, `academic`, `magazine`); it picks the layout of the sample page. */
  templateKey: string;
  /** The template's name, e.g. "Elegant Serif". */
  name: string;
  /** One or two sentences about the template. @default undefined (not shown) */
  description?: string;
  /** The template's colours; the sample page and the swatches are painted with them. */
  colors: PdfTemplateColors;
  /** Swatch names in the page's language. */
  labels: PdfTemplateLabels;
  /** Level of the name's heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /**
   * Load the sample page's drawing only once the page script asks (`showDeferredArt`, from
   * `@landing/ui/behaviours/deferredArt`), after the first paint; without script, a `<noscript>`
   * copy draws it. For a server-rendered page whose first paint should not wait on the sprite.
   * @default false
   */
  deferArt?: boolean;
  /** Extra class on the card. */
  className?: string;
}

const SWATCHES = ['primary', 'secondary', 'accent'] as const;

/** The template's colours on the custom properties its sample page paints with (pages.tsx). */
function colourProperties(colors: PdfTemplateColors): CSSProperties {
  const names = Object.keys(PDF_COLOUR_PROPERTIES) as Array<keyof PdfTemplateColors>;
  return Object.fromEntries(names.map((name) => [PDF_COLOUR_PROPERTIES[name], colors[name]]));
}

/**
 * One PDF template (docs/PRODUCT.md §2.2 item 5): an A4 sample page with a heading, paragraphs and a pull
 * quote laid out in the template's own style and colours, its name and three colour swatches, each
 * named for screen readers ("Accent #2563EB"). The page is decorative; the text beside it carries
 * the meaning. Static: no script of its own (with `deferArt`, the page's script shows the drawing).
 */
export function PdfTemplatePreview({
  templateKey,
  name,
  description,
  colors,
  labels,
  headingLevel = 3,
  deferArt = false,
  className,
}: PdfTemplatePreviewProps) {
  const Heading = `h${headingLevel}` as const;
  const href = `${PDF_PAGES_SRC}#${isPdfTemplateKey(templateKey) ? templateKey : 'modern'}`;
  const art = (deferred: boolean) => (
    <svg className={styles.pageArt} viewBox="0 0 210 297" aria-hidden="true" focusable="false">
      <use {...(deferred ? { [DEFERRED_HREF]: href } : { href })} />
    </svg>
  );
  return (
    <article
      className={cx(styles.root, className)}
      data-template={templateKey}
      style={colourProperties(colors)}
    >
      <div className={styles.page}>
        {/* The page is drawn once in the cached sprite and painted here by inherited colours. */}
        {art(deferArt)}
        {deferArt ? <noscript>{art(false)}</noscript> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>{name}</Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        <ul className={styles.swatches} aria-label={formatMessage(labels.swatches, { name })}>
          {SWATCHES.map((key) => (
            <li
              key={key}
              className={styles.swatch}
              style={assignInlineVars({ [styles.swatchColor]: colors[key] })}
            >
              <span className={visuallyHidden}>{`${labels[key]} ${colors[key]}`}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

/** One template of the showcase, as data. */
export interface PdfTemplateData {
  /** Template key, e.g. "luxury". */
  key: string;
  name: string;
  description?: string;
  colors: PdfTemplateColors;
}

export interface PdfTemplateShowcaseProps {
  /** The templates, in display order (docs/PRODUCT.md §3.3 lists 8). */
  templates: PdfTemplateData[];
  /** Swatch names in the page's language. */
  labels: PdfTemplateLabels;
  /** Level of each template's heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Each card's `deferArt`. @default false */
  deferArt?: boolean;
  /** Extra class on the list. */
  className?: string;
}

/**
 * The PDF templates section's grid (docs/PRODUCT.md §2.2 item 5): two sample pages per row on phones, four
 * from the desktop breakpoint. Put it under the section's own heading.
 */
export function PdfTemplateShowcase({
  templates,
  labels,
  headingLevel = 3,
  deferArt = false,
  className,
}: PdfTemplateShowcaseProps) {
  return (
    <ul className={cx(styles.showcase, className)}>
      {templates.map((t) => (
        <li key={t.key}>
          <PdfTemplatePreview
            templateKey={t.key}
            name={t.name}
            description={t.description}
            colors={t.colors}
            labels={labels}
            headingLevel={headingLevel}
            deferArt={deferArt}
          />
        </li>
      ))}
    </ul>
  );
}
