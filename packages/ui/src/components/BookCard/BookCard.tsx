import { cx } from '../../utils/cx.js';
import * as styles from './BookCard.css.js';

/** Intrinsic size of a cover: the 2:3 ratio of the marketplace covers, for the browser's layout. */
export const COVER_WIDTH = 200;
export const COVER_HEIGHT = 300;

export interface BookCardProps {
  /** The book title, shown as text and naming the link. Plain text (entities already decoded). */
  title: string;
  /** Address of the cover image. */
  coverUrl: string;
  /**
   * The price as it should read, already formatted for the locale (e.g. `$12.99`, `Free`,
   * `USD 12.99`), or `null` to show no price (a price that could not be read is never shown
   * as `$0.00`).
   */
  priceText: string | null;
  /** The book page on the marketplace (`/book/{id}/{slug}`, docs/PRODUCT.md §2.7). */
  href: string;
  /**
   * Load the cover early: docs/PRODUCT.md §9.1 gives the first 3 books of the strip priority.
   * Sets `loading="eager"` and `fetchpriority="high"`; otherwise the cover loads lazily.
   * @default false
   */
  priority?: boolean;
  /** Extra class name on the root element, for placement by the parent. */
  className?: string;
}

/**
 * A marketplace book: cover, title and price, all one link to the book page. The cover is
 * decorative (`alt=""`) because the title beside it names the book.
 */
export function BookCard({
  title,
  coverUrl,
  priceText,
  href,
  priority = false,
  className,
}: BookCardProps) {
  return (
    <a href={href} className={cx(styles.root, styles.link, className)}>
      <span className={styles.cover}>
        <img
          className={styles.image}
          src={coverUrl}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      </span>
      {/* The spaces keep title and price apart in the link's accessible name; a grid ignores them. */}{' '}
      <span className={styles.title}>{title}</span>{' '}
      <span className={styles.price}>{priceText}</span>
    </a>
  );
}

export interface BookCardPlaceholderProps {
  /** Extra class name on the root element, for placement by the parent. */
  className?: string;
}

/**
 * The grey stand-in for a book while the list loads, or after it failed (docs/PRODUCT.md §4.11 and §8.1):
 * the same cover ratio and text lines as `BookCard`, hidden from assistive technology.
 */
export function BookCardPlaceholder({ className }: BookCardPlaceholderProps) {
  return (
    <div className={cx(styles.root, className)} aria-hidden="true" data-placeholder="">
      <span className={styles.cover} />
      <span className={styles.placeholderLines}>
        <span className={styles.placeholderLine} />
        <span className={styles.placeholderLine} />
      </span>
      <span className={styles.placeholderPrice}>
        <span className={styles.placeholderPriceBar} />
      </span>
    </div>
  );
}
