import type { Messages } from '@landing/content';
import * as styles from './AuthorHaveBook.css.js';

export interface AuthorHaveBookProps {
  /** `messages.author.haveBook`. */
  copy: Messages['author']['haveBook'];
}

/**
 * The introduction of the author landing inside the ebook site's "I already have a book" mode
 * (docs/PRODUCT.md §2.2 item 1): a lead-in line and a sentence, above the hero. Plain paragraphs:
 * the host page owns the heading.
 */
export function AuthorHaveBook({ copy }: AuthorHaveBookProps) {
  return (
    <div className={styles.root}>
      <p className={styles.heading}>{copy.heading}</p>
      <p className={styles.text}>{copy.text}</p>
    </div>
  );
}
