import { cx } from '../../utils/cx.js';
import { Icon } from '../Icon/Icon.js';
import type { HeadingLevel } from '../Section/Section.js';
import * as styles from './StepList.css.js';

/** One step. */
export interface Step {
  /** Stable key. */
  id: string;
  /** Short title, a heading. */
  title: string;
  /** One or two sentences. */
  text: string;
}

export interface StepListProps {
  /** The steps, in order. */
  steps: Step[];
  /**
   * `true`: an ordered list with numbers (a process). `false`: a list of points with ticks.
   * @default true
   */
  ordered?: boolean;
  /**
   * Level of each step's heading.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /**
   * Columns from the desktop breakpoint (2 on tablets, 1 on phones). By default 4 steps get 4
   * columns and any other count 3.
   */
  columns?: (typeof styles.STEP_COLUMNS)[number];
  /** Extra class name on the root element, for placement by the parent. */
  className?: string;
}

/**
 * A process as steps (docs/PRODUCT.md §2.2: "How it works" 3 steps, publish 4 steps, author process 4,
 * publishing workflow 6): an `<ol>` whose numbers are drawn large; the list itself conveys the
 * order to assistive technology, so the drawn numbers are hidden from it.
 */
export function StepList({
  steps,
  ordered = true,
  headingLevel = 3,
  columns,
  className,
}: StepListProps) {
  const List = ordered ? 'ol' : 'ul';
  const Heading = `h${headingLevel}` as const;
  const columnCount = columns ?? (steps.length === 4 ? 4 : steps.length === 2 ? 2 : 3);
  return (
    <List className={cx(styles.root({ columns: columnCount }), className)}>
      {steps.map((step, index) => (
        <li key={step.id} className={styles.step}>
          <span className={styles.marker} aria-hidden="true">
            {ordered ? index + 1 : <Icon name="check" size={22} />}
          </span>
          <Heading className={styles.title}>{step.title}</Heading>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </List>
  );
}
