import type { Messages } from '@landing/content';
import { Accordion } from '@landing/ui/components/Accordion';
import { Section } from '@landing/ui/components/Section';
import { EbookIsland } from '../../islands';

export interface EbookFaqProps {
  /** `messages.ebook.faq`. */
  copy: Messages['ebook']['faq'];
}

/** FAQ (docs/PRODUCT.md §2.2 item 8), anchor `faq`: the accordion, an island that hydrates as it nears the viewport. */
export function EbookFaq({ copy }: EbookFaqProps) {
  return (
    <Section id="faq" heading={copy.heading}>
      <EbookIsland
        name="Accordion"
        component={Accordion}
        hydrate="interaction"
        props={{ items: copy.items.map(({ id, question, answer }) => ({ id, question, answer })) }}
      />
    </Section>
  );
}
