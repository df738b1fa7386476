import type { Messages } from '@landing/content';
import { Accordion } from '@landing/ui/components/Accordion';
import { Section } from '@landing/ui/components/Section';
import * as styles from './AuthorFaq.css.js';

export interface AuthorFaqProps {
  /** `messages.author.faq`. */
  copy: Messages['author']['faq'];
  /**
   * Anchor id of the section, the target of the site's "FAQ" links: `copy.id` where the landing is
   * the page. Inside a page with a FAQ of its own (the ebook site's) it has none, so ids stay unique.
   */
  id?: string;
  /**
   * Level of the section heading; the questions are one below.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/**
 * The FAQ of the author landing (docs/PRODUCT.md §2.6): the accordion, plain HTML (`<details>`)
 * that works before any script arrives and without one, so it is no island.
 */
export function AuthorFaq({ copy, id, headingLevel = 2 }: AuthorFaqProps) {
  return (
    <Section id={id} heading={copy.heading} headingLevel={headingLevel}>
      <div className={styles.root}>
        <Accordion items={copy.items} headingLevel={headingLevel === 2 ? 3 : 4} />
      </div>
    </Section>
  );
}
