import { Section } from '@landing/ui/components/Section';
import { TickList } from '../TickList.js';
import type { ToolPageCopy } from '../ToolIntro/ToolIntro.js';

export interface ToolWhatYouGetProps {
  /** The section heading, `messages.tools.labels.whatYouGet`. */
  heading: string;
  /** The page's points, `messages.tools.pages[toolKey].whatYouGet`. */
  points: ToolPageCopy['whatYouGet'];
}

/**
 * What a tool gives back (docs/PRODUCT.md §2.3): its output, as ticked points in the layout of
 * "who it is for", so the section adds no CSS to the one stylesheet every page inlines.
 */
export function ToolWhatYouGet({ heading, points }: ToolWhatYouGetProps) {
  return (
    <Section heading={heading}>
      <TickList items={points} />
    </Section>
  );
}
