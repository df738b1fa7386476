import { useId } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './Accordion.css.js';

/** One question and its answer. */
export interface AccordionItem {
  /** Stable key; also what `defaultOpenId` refers to. */
  id: string;
  /** The question, the heading inside the item's `<summary>`. */
  question: string;
  /** The answer, plain text. */
  answer: string;
}

export interface AccordionProps {
  /** The questions, in order. */
  items: readonly AccordionItem[];
  /**
   * Level of each question's heading, to fit the page outline (e.g. 3 under a section's h2).
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The item open at first; none when omitted. */
  defaultOpenId?: string;
  className?: string;
}

/**
 * FAQ accordion (docs/PRODUCT.md §2.2 item 8, §4.7) in plain HTML, with no script: each item is a
 * `<details>` and every item of one accordion shares a `name`, so the browser keeps at most one
 * answer open and clicking the open question closes it. Closed answers stay in the page, where
 * search engines index them and find-in-page opens the item it matches. The question is a real
 * heading inside the `<summary>`: Chromium exposes the summary as a disclosure with its expanded
 * state and the heading inside it, and Enter or Space on the summary toggles the item.
 */
export function Accordion({ items, headingLevel = 3, defaultOpenId, className }: AccordionProps) {
  // One exclusive group per accordion: two on a page (the ebook landing's and its have-book
  // mode's) must not close each other's answers.
  const group = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, className)}>
      {items.map((item) => (
        <details
          key={item.id}
          name={group}
          className={styles.item}
          open={item.id === defaultOpenId}
        >
          <summary className={styles.trigger}>
            <Heading className={styles.heading}>{item.question}</Heading>
            <svg
              className={styles.icon}
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="m6 9 6 6 6-6" />
            </svg>
          </summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
