import type { Messages } from '@landing/content';
import { Section } from '@landing/ui/components/Section';
import type { ToolPageCopy } from '../ToolIntro/ToolIntro.js';
import * as styles from './ToolExamples.css.js';

export interface ToolExamplesProps {
  /** The page's examples, `messages.tools.pages[toolKey].examples`. */
  copy: ToolPageCopy['examples'];
  /** The input and output labels, from `messages.tools.labels`. */
  labels: Pick<Messages['tools']['labels'], 'exampleInput' | 'exampleOutput'>;
}

/** A tool's examples (docs/PRODUCT.md §2.3): what a visitor types and what comes back. */
export function ToolExamples({ copy, labels }: ToolExamplesProps) {
  return (
    <Section heading={copy.heading}>
      <ul className={styles.root}>
        {copy.items.map((e) => (
          <li key={e.id} className={styles.example}>
            <dl className={styles.pair}>
              <dt className={styles.term}>{labels.exampleInput}</dt>
              <dd className={styles.value}>{e.input}</dd>
              <dt className={styles.term}>{labels.exampleOutput}</dt>
              <dd className={styles.value}>{e.output}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}
