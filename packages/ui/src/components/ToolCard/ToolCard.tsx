import type { IconName } from '@landing/content';
import type { PaletteName } from '../../theme/tokens.js';
import { cx } from '../../utils/cx.js';
import { Icon, IconTile } from '../Icon/Icon.js';
import type { HeadingLevel } from '../Section/Section.js';
import * as styles from './ToolCard.css.js';

export interface ToolCardProps {
  /** The tool's name, e.g. "Novel Title Ideas Generator"; a heading and the link's name. */
  name: string;
  /** One sentence about what it does. */
  description: string;
  /** Icon of the set, decorative. */
  icon: IconName;
  /** Tile colour, a palette name. */
  colour: PaletteName;
  /** The tool's page, e.g. `/novel-title-ideas-generator` (docs/PRODUCT.md §2.3). */
  href: string;
  /**
   * Level of the heading.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /** Extra class name on the root element, for placement by the parent. */
  className?: string;
}

/**
 * A tool card (docs/PRODUCT.md §2.3 and §3.5): the whole card is one link to the tool's page. The link
 * sits on the name, whose box is stretched over the card, so a click anywhere follows it and a
 * screen reader hears just the name, with the description as the text after it.
 */
export function ToolCard({
  name,
  description,
  icon,
  colour,
  href,
  headingLevel = 3,
  className,
}: ToolCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(styles.root, className)}>
      <IconTile name={icon} colour={colour} className={styles.tile} />
      <Heading className={styles.name}>
        <a href={href} className={styles.link}>
          {name}
        </a>
      </Heading>
      <p className={styles.description}>{description}</p>
      <Icon name="chevronRight" size={20} className={styles.arrow} />
    </article>
  );
}
