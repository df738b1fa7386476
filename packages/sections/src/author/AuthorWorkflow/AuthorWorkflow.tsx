import type { Messages } from '@landing/content';
import { type HeadingLevel, Section } from '@landing/ui/components/Section';
import { StepList } from '@landing/ui/components/StepList';
import * as shared from '../shared.css.js';

export interface AuthorWorkflowProps {
  /** `messages.author.workflow`. */
  copy: Messages['author']['workflow'];
  /**
   * Level of the section heading; the steps' headings are one below.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** The six-step workflow of the author landing (docs/PRODUCT.md §2.6), in three columns. */
export function AuthorWorkflow({ copy, headingLevel = 2 }: AuthorWorkflowProps) {
  return (
    <Section heading={copy.heading} headingLevel={headingLevel} intro={copy.intro} tone="soft">
      <StepList
        steps={[...copy.steps]}
        headingLevel={(headingLevel + 1) as HeadingLevel}
        columns={3}
      />
      <p className={shared.centerNote}>{copy.note}</p>
    </Section>
  );
}
