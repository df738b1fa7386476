import { Section } from '../../../components/Section/Section.js';
import type { ToolPageCopy } from '../ToolIntro/ToolIntro.js';
import * as styles from './ToolFaq.css.js';

export interface ToolFaqProps {
  /** The section heading, `messages.tools.labels.faq`. */
  heading: string;
  /** The page's questions, `messages.tools.pages[toolKey].faq`. */
  copy: ToolPageCopy['faq'];
}

/**
 * A tool's FAQ (docs/PRODUCT.md §2.3) on native `<details>`: it opens and closes without
 * JavaScript, so the tool page ships no React.
 */
export function ToolFaq({ heading, copy }: ToolFaqProps) {
  return (
    <Section heading={heading} tone="soft">
      <div className={styles.root}>
        {copy.map((q) => (
          <details key={q.id} className={styles.item}>
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
