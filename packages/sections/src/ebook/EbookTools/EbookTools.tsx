import { type Locale, type Messages, pathOf, TOOL_SITE } from '@landing/content';
import { Section } from '@landing/ui/components/Section';
import { ToolCard } from '@landing/ui/components/ToolCard';
import * as shared from '../shared.css.js';

export interface EbookToolsProps {
  /** `messages.tools.section`. */
  copy: Messages['tools']['section'];
  /** The page's language: each card links to the tool's page in it. */
  locale: Locale;
}

/** Tools (docs/PRODUCT.md §2.3), anchor `tools`: the featured tool cards, then the others. */
export function EbookTools({ copy, locale }: EbookToolsProps) {
  const card = (c: (typeof copy.featured)[number]) => (
    <li key={c.id}>
      <ToolCard
        name={c.name}
        description={c.description}
        icon={c.icon}
        colour={c.colour}
        href={pathOf(TOOL_SITE, c.route, locale)}
      />
    </li>
  );
  return (
    <Section id="tools" heading={copy.heading} intro={copy.intro} tone="soft">
      <div className={shared.stack}>
        <ul className={shared.cardGrid}>{copy.featured.map(card)}</ul>
        <h3 className={shared.subheading}>{copy.moreHeading}</h3>
        <ul className={shared.cardGrid}>{copy.extra.map(card)}</ul>
      </div>
    </Section>
  );
}
