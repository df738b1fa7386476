import { Section } from '@landing/ui/components/Section';
import type { ToolPageCopy } from '../ToolIntro/ToolIntro.js';
import * as styles from './ToolFaq.css.js';

export interface ToolFaqProps {
  /** The section heading, `messages.tools.labels.faq`. */
  heading: string;
  /**
   * The questions in order: on a tool page, "Is it free? Do I need an account?"
   * (`messages.tools.access`) and then the page's own (`messages.tools.pages[toolKey].faq`).
   */
  copy: readonly ToolPageCopy['faq'][number][];
  /** The id of a question shown open when the page loads; the others start closed. */
  openId?: string;
}

/**
 * A tool's FAQ (docs/PRODUCT.md §2.3) on native `<details>`: it opens and closes without
 * JavaScript, so the tool page ships no React.
 */
export function ToolFaq({ heading, copy, openId }: ToolFaqProps) {
  return (
    <Section heading={heading} tone="soft">
      <div className={styles.root}>
        {copy.map((q) => (
          <details key={q.id} className={styles.item} open={q.id === openId}>
            <summary className={styles.summary}>
              <h3 className={styles.question}>{q.question}</h3>
            </summary>
            <p className={styles.answer}>{q.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
