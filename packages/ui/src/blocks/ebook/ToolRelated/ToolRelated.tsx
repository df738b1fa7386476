import { findRoute, type Locale, type Messages } from '@landing/content';
import { Section } from '../../../components/Section/Section.js';
import { ToolCard } from '../../../components/ToolCard/ToolCard.js';
import * as shared from '../shared.css.js';
import { colourOf, iconOf, toolKeyOf } from '../vocabulary.js';

export interface ToolRelatedProps {
  /** The tools' copy, `messages.tools`: the cards, the pages' headings and the section label. */
  copy: Messages['tools'];
  /** The related tools' routes, `messages.tools.pages[toolKey].related`. */
  related: readonly string[];
  /** The page's language: each card links to the tool's page in it. */
  locale: Locale;
}

/** A tool page's related tools (docs/PRODUCT.md §2.3), as tool cards. */
export function ToolRelated({ copy, related, locale }: ToolRelatedProps) {
  const cards = [...copy.section.featured, ...copy.section.extra];
  return (
    <Section heading={copy.labels.relatedTools}>
      <ul className={shared.cardGrid}>
        {related.map((route) => {
          const key = toolKeyOf(route);
          const card = cards.find((c) => c.route === key);
          const path = findRoute('ebook', key)?.paths[locale];
          if (!card || !path) return null;
          return (
            <li key={key}>
              <ToolCard
                name={copy.pages[key].heading}
                description={card.description}
                icon={iconOf(card.icon)}
                colour={colourOf(card.colour)}
                href={path}
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
