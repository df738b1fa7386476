import { useId } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './RoyaltyTable.css';

/** One platform in the comparison (docs/PRODUCT.md §9.11). */
export interface RoyaltyRow {
  /** Stable key, e.g. "retail". */
  id: string;
  /** The platform, e.g. "Traditional publishing"; the row's header. */
  platform: string;
  /** The royalty as displayed, e.g. "10-15%" or "85% or 100%". */
  royalty: string;
  /** A short qualifier shown in the third column, when there is one. */
  note?: string;
  /** Marks the product's own row; it is set apart by a bar, bold type and the badge, not colour alone. @default false */
  highlight?: boolean;
}

export interface RoyaltyTableProps {
  /** The table's title, e.g. "How much of each sale you keep". Also names the scroll region. */
  caption: string;
  /** Column headers in order: platform, royalty and, optionally, notes. A third header shows the notes column. */
  columns: string[];
  /** The platforms, in display order. */
  rows: RoyaltyRow[];
  /** Visible badge on the highlighted row, e.g. "Our platform". @default undefined (no badge) */
  highlightLabel?: string;
  /** Extra class on the scroll region. */
  className?: string;
}

/**
 * The royalty comparison of the author page (docs/PRODUCT.md §2.6 and §9.11): a native table with a caption,
 * column headers and row headers, so screen readers announce "Traditional publishing, Royalty,
 * 10-15%". When the screen is narrower than the table it scrolls sideways inside a labelled region
 * (a named `<section>`, role region) that takes keyboard focus, so arrow keys scroll it (docs/ARCHITECTURE.md "Royalty comparison"). Static: no
 * script, no island.
 */
export function RoyaltyTable({
  caption,
  columns,
  rows,
  highlightLabel,
  className,
}: RoyaltyTableProps) {
  const captionId = useId();
  const hasNotes = columns.length > 2;
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
      tabIndex={0}
      className={cx(styles.region, className)}
    >
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          <span className={styles.captionText}>{caption}</span>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={styles.columnHeader}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={styles.row} data-highlight={row.highlight || undefined}>
              <th scope="row" className={styles.rowHeader}>
                {row.platform}
                {row.highlight && highlightLabel ? (
                  <>
                    {' '}
                    <span className={styles.badge}>{highlightLabel}</span>
                  </>
                ) : null}
              </th>
              <td className={styles.royalty}>{row.royalty}</td>
              {hasNotes ? <td className={styles.note}>{row.note ?? ''}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
