import { Section } from '@landing/ui/components/Section';
import { TickList } from '../TickList.js';
import type { ToolPageCopy } from '../ToolIntro/ToolIntro.js';

export interface ToolForWhomProps {
  /** The page's "who it is for", `messages.tools.pages[toolKey].forWhom`. */
  copy: ToolPageCopy['forWhom'];
}

/** Who a tool is for (docs/PRODUCT.md §2.3): ticked points. */
export function ToolForWhom({ copy }: ToolForWhomProps) {
  return (
    <Section heading={copy.heading} tone="soft">
      <TickList items={copy.points} />
    </Section>
  );
}
