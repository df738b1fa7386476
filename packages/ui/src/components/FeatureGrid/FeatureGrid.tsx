import type { IconName } from '@landing/content';
import type { PaletteName } from '../../theme/tokens.js';
import { cx } from '../../utils/cx.js';
import { IconTile } from '../Icon/Icon.js';
import type { HeadingLevel } from '../Section/Section.js';
import * as styles from './FeatureGrid.css.js';

/** One feature. */
export interface FeatureItem {
  /** Stable key. */
  id: string;
  /** Icon of the set, decorative. */
  icon: IconName;
  /** Tile colour, a palette name. */
  colour: PaletteName;
  /** Short title, a heading. */
  title: string;
  /** One or two sentences. */
  text: string;
}

export interface FeatureGridProps {
  /** The features. */
  items: FeatureItem[];
  /**
   * Columns from the desktop breakpoint (2 on tablets, 1 on phones).
   * @default 3
   */
  columns?: (typeof styles.FEATURE_COLUMNS)[number];
  /**
   * Level of each feature's heading.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /** Extra class name on the root element, for placement by the parent. */
  className?: string;
}

/**
 * A grid of features, each an icon tile, a heading and a short text (docs/PRODUCT.md §2.2: the six
 * features, the editor feature grid of 9). A list, so its size is announced.
 */
export function FeatureGrid({ items, columns = 3, headingLevel = 3, className }: FeatureGridProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={cx(styles.root({ columns }), className)}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <IconTile name={item.icon} colour={item.colour} />
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
