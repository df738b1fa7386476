import type { Messages } from '@landing/content';
import { Accordion } from '@landing/ui/components/Accordion';
import { Section } from '@landing/ui/components/Section';

export interface EbookFaqProps {
  /** `messages.ebook.faq`. */
  copy: Messages['ebook']['faq'];
}

/**
 * FAQ (docs/PRODUCT.md §2.2 item 8), anchor `faq`: the accordion, plain HTML (`<details>`) that
 * works before any script arrives and without one, so it is no island.
 */
export function EbookFaq({ copy }: EbookFaqProps) {
  return (
    <Section id="faq" heading={copy.heading}>
      <Accordion items={copy.items} />
    </Section>
  );
}
