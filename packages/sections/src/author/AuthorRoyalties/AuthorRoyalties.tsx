import type { Messages } from '@landing/content';
import { RoyaltyTable } from '@landing/ui/components/RoyaltyTable';
import { Section } from '@landing/ui/components/Section';
import * as shared from '../shared.css.js';

export interface AuthorRoyaltiesProps {
  /** `messages.author.royalties`. */
  copy: Messages['author']['royalties'];
  /**
   * Anchor id of the section, the target of the site's "Royalties" links: `copy.id` where the
   * landing is the page; none inside another page, which has no such links.
   */
  id?: string;
  /**
   * Level of the section heading.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** The royalty comparison of the author landing (docs/PRODUCT.md §2.6): a table and its footnote. */
export function AuthorRoyalties({ copy, id, headingLevel = 2 }: AuthorRoyaltiesProps) {
  return (
    <Section
      id={id}
      heading={copy.heading}
      headingLevel={headingLevel}
      intro={copy.intro}
      tone="soft"
    >
      <RoyaltyTable
        caption={copy.caption}
        columns={[copy.columns.platform, copy.columns.royalty, copy.columns.note]}
        rows={copy.rows.map((row) => ({
          id: row.id,
          platform: row.platform,
          royalty: row.royalty,
          note: row.note,
          highlight: row.isOurs,
        }))}
      />
      <p className={shared.centerNote}>{copy.footnote}</p>
    </Section>
  );
}
