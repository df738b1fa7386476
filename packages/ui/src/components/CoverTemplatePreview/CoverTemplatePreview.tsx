import { COVER_ART_SRC } from '../../assets/covers/covers';
import { cx } from '../../utils/cx';
import * as styles from './CoverTemplatePreview.css';
import { type CoverFont, layoutText } from './layoutText';
import {
  type AuthorSpec,
  type CoverTemplateId,
  getCoverTemplate,
  type TitleSpec,
} from './templates';

export interface CoverTemplatePreviewProps {
  /** The template number, 1-20 (docs/PRODUCT.md §3.2): 1-4 are image files, 5-20 vector drawings. */
  id: CoverTemplateId;
  /** The template's display name in the page's language, e.g. "Vaporwave". The default title. */
  name: string;
  /** The sample book title drawn on the cover. @default name */
  title?: string;
  /** The author name drawn on the cover. @default undefined (no author line) */
  author?: string;
  /**
   * Text alternative for the whole preview, e.g. "Preview of the Vaporwave cover template". Leave it
   * out when a visible caption or the surrounding button already names the template: the preview is
   * then decorative and hidden from assistive technology.
   * @default undefined (decorative)
   */
  alt?: string;
  /**
   * When the artwork file loads: `lazy` as the visitor scrolls near it (a gallery of 20), `eager`
   * where the preview is already in view when it appears (an opened dialog).
   * @default 'lazy'
   */
  loading?: 'lazy' | 'eager';
  /** Extra class on the 2:3 box, e.g. to set its width. */
  className?: string;
}

const FONT_CLASS: Record<CoverFont, string> = {
  sans: styles.sans,
  serif: styles.serif,
  mono: styles.mono,
};

// Typical cap height of the faces used, as a share of the font size; used to place the first line.
const ASCENT = 0.74;

const round = (n: number): number => Math.round(n * 100) / 100;

function rotation(spec: TitleSpec | AuthorSpec): string | undefined {
  return spec.rotate
    ? `rotate(${spec.rotate.angle} ${spec.rotate.cx} ${spec.rotate.cy})`
    : undefined;
}

function CoverTitle({ spec, text }: { spec: TitleSpec; text: string }) {
  const { size, lines } = layoutText(spec.uppercase ? text.toUpperCase() : text, spec);
  const step = size * (spec.lineHeight ?? 1.15);
  const block = (lines.length - 1) * step;
  const ascent = size * ASCENT;
  const first =
    spec.align === 'top'
      ? spec.y + ascent
      : spec.align === 'center'
        ? spec.y + (ascent - block) / 2
        : spec.y - block;
  const draw = (dx: number, dy: number, fill: string, key?: string) => (
    <text
      key={key}
      className={FONT_CLASS[spec.font]}
      fill={fill}
      fontSize={size}
      fontWeight={spec.weight ?? 700}
      fontStyle={spec.italic ? 'italic' : undefined}
      letterSpacing={spec.letterSpacing}
      textAnchor={spec.anchor}
    >
      {lines.map((line, i) => (
        <tspan key={i} x={round(spec.x + dx)} y={round(first + i * step + dy)}>
          {line}
        </tspan>
      ))}
    </text>
  );
  return (
    <g transform={rotation(spec)}>
      {spec.shadows?.map((s, i) => draw(s.dx, s.dy, s.fill, `shadow-${i}`))}
      {draw(0, 0, spec.fill)}
    </g>
  );
}

function CoverAuthor({ spec, text }: { spec: AuthorSpec; text: string }) {
  const { size, lines } = layoutText(spec.uppercase ? text.toUpperCase() : text, {
    width: spec.width,
    size: spec.size,
    minSize: spec.size * 0.8,
    maxLines: 1,
    font: spec.font,
    widthFactor: spec.uppercase ? 1.15 : 1,
    letterSpacing: spec.letterSpacing,
  });
  return (
    <text
      className={FONT_CLASS[spec.font]}
      x={spec.x}
      y={spec.y}
      fill={spec.fill}
      fontSize={round(size)}
      fontWeight={spec.weight ?? 500}
      fontStyle={spec.italic ? 'italic' : undefined}
      letterSpacing={spec.letterSpacing}
      textAnchor={spec.anchor}
      transform={rotation(spec)}
    >
      {lines[0]}
    </text>
  );
}

/**
 * A preview of one of the 20 cover templates (docs/PRODUCT.md §2.2, §3.2 and §9.9), with a sample title and
 * author set on it. The artwork is a cached image file (templates 1-4 are image files, 5-20 are
 * drawn in code and written to files, `assets/covers/covers.ts`); the title and author are drawn
 * over it as SVG text in the page's own font. The box has a fixed 2:3 ratio, so it takes its final
 * size before anything paints or loads. Pure: the same props always draw the same cover, on the
 * server and in the browser.
 */
export function CoverTemplatePreview({
  id,
  name,
  title,
  author,
  alt,
  loading = 'lazy',
  className,
}: CoverTemplatePreviewProps) {
  const template = getCoverTemplate(id);
  const labelled = alt !== undefined && alt !== '';

  if (!template) {
    return (
      <span
        className={cx(styles.root, className)}
        data-template="unknown"
        {...(labelled ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      />
    );
  }

  return (
    <span
      className={cx(styles.root, className)}
      data-template={template.key}
      data-kind={template.kind}
    >
      {/* The image carries the text alternative; the drawn title is decoration over it. */}
      <img
        className={styles.layer}
        src={COVER_ART_SRC[id]}
        alt={labelled ? alt : ''}
        width={200}
        height={300}
        loading={loading}
        decoding="async"
        draggable={false}
      />
      <svg
        className={styles.layer}
        viewBox="0 0 200 300"
        preserveAspectRatio="xMidYMid slice"
        focusable="false"
        aria-hidden="true"
      >
        <CoverTitle spec={template.title} text={title ?? name} />
        {author ? <CoverAuthor spec={template.author} text={author} /> : null}
      </svg>
    </span>
  );
}
