import { type Locale, type Messages, pathOf, TOOL_SITE, type ToolKey } from '@landing/content';
import { Section } from '@landing/ui/components/Section';
import { ToolCard } from '@landing/ui/components/ToolCard';
import * as shared from '../shared.css.js';

export interface ToolRelatedProps {
  /** The tools' copy, `messages.tools`: the cards, the pages' headings and the section label. */
  copy: Messages['tools'];
  /** The related tools, `messages.tools.pages[toolKey].related`. */
  related: readonly ToolKey[];
  /** The page's language: each card links to the tool's page in it. */
  locale: Locale;
}

/** A tool page's related tools (docs/PRODUCT.md §2.3), as tool cards. */
export function ToolRelated({ copy, related, locale }: ToolRelatedProps) {
  const cards = [...copy.section.featured, ...copy.section.extra];
  return (
    <Section heading={copy.labels.relatedTools}>
      <ul className={shared.cardGrid}>
        {related.map((key) => {
          const card = cards.find((c) => c.route === key);
          if (!card) return null;
          return (
            <li key={key}>
              <ToolCard
                name={copy.pages[key].heading}
                description={card.description}
                icon={card.icon}
                colour={card.colour}
                href={pathOf(TOOL_SITE, key, locale)}
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
