import { Section } from '@landing/ui/components/Section';
import { StepList } from '@landing/ui/components/StepList';
import type { ToolPageCopy } from '../ToolIntro/ToolIntro.js';

export interface ToolHowItWorksProps {
  /** The section heading, `messages.tools.labels.howItWorks`. */
  heading: string;
  /** The page's three steps, `messages.tools.pages[toolKey].howItWorks`. */
  steps: ToolPageCopy['howItWorks'];
}

/**
 * How a tool works (docs/PRODUCT.md §2.3): what the visitor types, the sign-up the form hands off
 * to, and what they get, as the numbered steps of the landing's own "How it works".
 */
export function ToolHowItWorks({ heading, steps }: ToolHowItWorksProps) {
  return (
    <Section heading={heading} tone="soft">
      <StepList steps={steps.map(({ id, title, text }) => ({ id, title, text }))} />
    </Section>
  );
}
