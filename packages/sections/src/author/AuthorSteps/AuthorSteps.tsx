import type { Messages } from '@landing/content';
import { type HeadingLevel, Section } from '@landing/ui/components/Section';
import { StepList } from '@landing/ui/components/StepList';

export interface AuthorStepsProps {
  /** `messages.author.steps`; its `id` is the anchor the hero's second link points at. */
  copy: Messages['author']['steps'];
  /**
   * Level of the section heading; the steps' headings are one below.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** The four publishing steps of the author landing (docs/PRODUCT.md §2.6), anchor `steps-section`. */
export function AuthorSteps({ copy, headingLevel = 2 }: AuthorStepsProps) {
  return (
    <Section
      id={copy.id}
      heading={copy.heading}
      headingLevel={headingLevel}
      intro={copy.intro}
      tone="soft"
    >
      <StepList steps={[...copy.items]} headingLevel={(headingLevel + 1) as HeadingLevel} />
    </Section>
  );
}
