import type { Messages } from '@landing/content';
import { Accordion } from '../../../components/Accordion/Accordion.js';
import { Section } from '../../../components/Section/Section.js';
import { Island } from '../../../islands/Island.js';
import * as styles from './AuthorFaq.css.js';

export interface AuthorFaqProps {
  /** `messages.author.faq`. */
  copy: Messages['author']['faq'];
  /**
   * Level of the section heading; the questions are one below.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/**
 * The FAQ of the author landing (docs/PRODUCT.md §2.6): the accordion, an island that hydrates as
 * it nears the viewport.
 */
export function AuthorFaq({ copy, headingLevel = 2 }: AuthorFaqProps) {
  return (
    <Section heading={copy.heading} headingLevel={headingLevel}>
      <div className={styles.root}>
        <Island
          name="Accordion"
          component={Accordion}
          hydrate="visible"
          props={{
            items: copy.items.map(({ id, question, answer }) => ({ id, question, answer })),
            headingLevel: headingLevel === 2 ? 3 : 4,
          }}
        />
      </div>
    </Section>
  );
}
