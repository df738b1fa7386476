import { visuallyHidden } from '../../theme/utils.css.js';
import { BookCard, BookCardPlaceholder } from '../BookCard/BookCard.js';
import { type HeadingLevel, Section, type SectionProps } from '../Section/Section.js';
import * as styles from './MarketplaceStrip.css.js';

/** A book as the strip shows it: the marketplace book with its price already written out. */
export interface StripBook {
  /** Marketplace id; unique within the list (the card's key). */
  id: string;
  /** Plain-text title. */
  title: string;
  /** Cover image address. */
  coverUrl: string;
  /** The formatted price, or `null` for no price. */
  priceText: string | null;
  /** The book page. */
  href: string;
}

/** Where the list of books is. */
export type StripStatus = 'loading' | 'ready' | 'error';

/** Copy of the strip. */
export interface MarketplaceStripLabels {
  /** Read by screen readers while the placeholders show, e.g. "Loading books…". */
  loading: string;
}

export interface MarketplaceStripProps {
  /** Anchor id of the section. */
  id?: string;
  /** Section heading. */
  heading: string;
  /**
   * Level of the heading.
   * @default 2
   */
  headingLevel?: HeadingLevel;
  /** A short paragraph under the heading. */
  intro?: string;
  /**
   * Section background.
   * @default 'plain'
   */
  tone?: SectionProps['tone'];
  /** The books, in marketplace order (by views); at most 6 are shown. `null` until loaded. */
  books: StripBook[] | null;
  /**
   * `loading` and `error` both show the 6 placeholders: docs/PRODUCT.md §8.1 keeps them on failure and
   * shows nothing to the visitor. `ready` shows the books.
   */
  status: StripStatus;
  /** Copy. */
  labels: MarketplaceStripLabels;
}

const SLOTS = Array.from({ length: styles.STRIP_SIZE }, (_, i) => i);

/**
 * The marketplace strip of the author landing (docs/PRODUCT.md §2.6, §4.11, §7.1, §8.1 and §9.1): six grey
 * placeholders until books arrive, then up to six books, the first three covers loading with
 * priority. Placeholders and books share one reserved grid, so nothing moves when they swap.
 * Presentational: `LiveMarketplaceStrip` is the island that fetches.
 */
export function MarketplaceStrip({
  id,
  heading,
  headingLevel,
  intro,
  tone,
  books,
  status,
  labels,
}: MarketplaceStripProps) {
  // An error renders exactly like loading, for sighted and screen-reader users alike (docs/PRODUCT.md §8.1).
  const shown = status === 'ready' && books ? books.slice(0, styles.STRIP_SIZE) : null;
  return (
    <Section id={id} heading={heading} headingLevel={headingLevel} intro={intro} tone={tone}>
      <div className={styles.frame} aria-busy={shown ? undefined : true} data-status={status}>
        {shown ? (
          <ul className={styles.grid}>
            {shown.map((book, index) => (
              <li key={book.id} className={styles.item}>
                <BookCard
                  title={book.title}
                  coverUrl={book.coverUrl}
                  priceText={book.priceText}
                  href={book.href}
                  priority={index < 3}
                />
              </li>
            ))}
            {SLOTS.slice(shown.length).map((slot) => (
              <li key={`spacer-${slot}`} className={styles.spacer} aria-hidden="true">
                <BookCardPlaceholder />
              </li>
            ))}
          </ul>
        ) : (
          <>
            <p className={visuallyHidden}>{labels.loading}</p>
            <div className={styles.grid} aria-hidden="true">
              {SLOTS.map((slot) => (
                <BookCardPlaceholder key={slot} />
              ))}
            </div>
          </>
        )}
      </div>
    </Section>
  );
}
