import { cx } from '../../utils/cx.js';
import * as styles from './StatsRow.css.js';

/** One figure of the row. */
export interface StatItem {
  /** Stable key. */
  id: string;
  /** The figure as displayed, e.g. "2,500+" or "96%". */
  value: string;
  /** What it counts, e.g. "books published". */
  label: string;
}

export interface StatsRowProps {
  /** The figures, in reading order. */
  items: StatItem[];
  /** Extra class name on the root element, for placement by the parent. */
  className?: string;
}

/** A number and the word after it ("5 min") never part at a line break. */
const keepNumberWithUnit = (value: string) => value.replace(/(\d) (?=\p{L})/gu, '$1\u00a0');

/**
 * A row of marketing figures (docs/PRODUCT.md §9.10 claims) as a description list: each label is the
 * term and its figure the description, shown figure-first. Colours follow the surrounding
 * `Section` tone.
 */
export function StatsRow({ items, className }: StatsRowProps) {
  return (
    <dl className={cx(styles.root, className)}>
      {items.map((item) => (
        <div key={item.id} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{keepNumberWithUnit(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
