import { useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './Accordion.css.js';

/** One question and its answer. */
export interface AccordionItem {
  /** Stable key; also what `defaultOpenId` refers to. */
  id: string;
  /** The question, rendered as the heading's button. */
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
 * FAQ accordion (docs/PRODUCT.md §2.2 item 8, §4.7): at most one answer open, and clicking the open
 * question closes it. Each question is a real heading holding a `<button aria-expanded
 * aria-controls>`. Closed answers stay in the DOM, so search engines index them and, once
 * hydrated, find-in-page can reveal them (`hidden="until-found"` plus `beforematch`). JSON-only
 * props: hydrate it as an island.
 */
export function Accordion({ items, headingLevel = 3, defaultOpenId, className }: AccordionProps) {
  const [openId, setOpenId] = useState(defaultOpenId);
  const rootRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  // React 19.3 treats `hidden` as a boolean and writes hidden="", so the server HTML holds plainly
  // hidden answers and closed panels become "until-found" here, after every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run whenever a panel closes.
  useEffect(() => {
    for (const panel of rootRef.current?.querySelectorAll('[data-panel][hidden]') ?? []) {
      panel.setAttribute('hidden', 'until-found');
    }
  }, [openId]);

  // Find-in-page reveals a match inside a closed answer: open that item, closing the other.
  useEffect(() => {
    const root = rootRef.current;
    const onBeforeMatch = (event: Event) => setOpenId((event.target as HTMLElement).dataset.panel);
    root?.addEventListener('beforematch', onBeforeMatch, true);
    return () => root?.removeEventListener('beforematch', onBeforeMatch, true);
  }, []);

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      {items.map((item, i) => {
        const isOpen = item.id === openId;
        return (
          <div key={item.id} className={styles.item} data-state={isOpen ? 'open' : 'closed'}>
            <Heading className={styles.heading}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={`${baseId}${i}`}
                onClick={() => setOpenId(isOpen ? undefined : item.id)}
              >
                {item.question}
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
              </button>
            </Heading>
            <div id={`${baseId}${i}`} data-panel={item.id} hidden={!isOpen}>
              <p className={styles.answer}>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
