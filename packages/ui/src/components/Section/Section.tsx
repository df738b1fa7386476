import { type ReactNode, type Ref, useId } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './Section.css.js';

/** Heading levels a section can open with; 1 when the section opens the page (404, tool pages). */
export type HeadingLevel = 1 | 2 | 3 | 4;

export interface SectionProps {
  /** Anchor id of the section (e.g. `steps-section` for the in-page link of docs/PRODUCT.md §2.6). */
  id?: string;
  /** The section heading; it also names the section landmark. */
  heading: ReactNode;
  /**
   * Level of the heading, to fit the page outline (`h1` is the hero's).
   * @default 2
   */
  headingLevel?: HeadingLevel;
  /** A short paragraph under the heading. */
  intro?: ReactNode;
  /**
   * Background: `plain` (white), `soft` (tinted) to separate neighbours, `inverse` (dark).
   * @default 'plain'
   */
  tone?: (typeof styles.SECTION_TONES)[number];
  /**
   * Alignment of the heading and intro.
   * @default 'center'
   */
  align?: (typeof styles.SECTION_ALIGNS)[number];
  /** The content, laid out in the content-width container under the heading. */
  children?: ReactNode;
  /** Extra class name on the root element, for placement by the parent. */
  className?: string;
  /** The `<section>` element, for a behaviour that runs on the whole block (`CoverGallery`). */
  ref?: Ref<HTMLElement>;
}

/**
 * The layout primitive of every landing section: a `<section>` landmark named by its heading,
 * the content-width container with the page gutter, and the vertical rhythm between sections.
 * Children read the tone's colours through `sectionVars`.
 *
 * ```tsx
 * <Section id="steps-section" heading="How it works" intro="Three steps." tone="soft">
 *   <StepList steps={steps} ordered />
 * </Section>
 * ```
 */
export function Section({
  id,
  heading,
  headingLevel = 2,
  intro,
  tone = 'plain',
  align = 'center',
  children,
  className,
  ref,
}: SectionProps) {
  const generatedId = useId();
  const headingId = id ? `${id}-heading` : generatedId;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={headingId}
      className={cx(styles.root, styles.tone[tone], className)}
      data-tone={tone}
    >
      <div className={styles.container}>
        <header className={cx(styles.header, styles.align[align])}>
          <Heading id={headingId} className={styles.heading}>
            {heading}
          </Heading>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
