import type { Messages } from '@landing/content';
import { FeatureGrid } from '@landing/ui/components/FeatureGrid';
import { type HeadingLevel, Section } from '@landing/ui/components/Section';
import { featureItems } from '../shared.js';

export interface AuthorEditorProps {
  /** `messages.author.editor`. */
  copy: Messages['author']['editor'];
  /**
   * Level of the section heading; the features' headings are one below.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** The editor's features on the author landing (docs/PRODUCT.md §2.6), in three columns. */
export function AuthorEditor({ copy, headingLevel = 2 }: AuthorEditorProps) {
  return (
    <Section heading={copy.heading} headingLevel={headingLevel} intro={copy.intro}>
      <FeatureGrid
        items={featureItems(copy.features)}
        columns={3}
        headingLevel={(headingLevel + 1) as HeadingLevel}
      />
    </Section>
  );
}
