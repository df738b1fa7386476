import { formatMessage } from '@landing/content';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { enhanceCarousel } from '../../behaviours/carousel.js';
import { visuallyHidden } from '../../theme/utils.css.js';
import { cx } from '../../utils/cx.js';
import * as styles from './CardCarousel.css.js';

/** Every string the carousel shows or announces; `{n}`, `{current}`, `{total}` are filled in. */
export interface CardCarouselLabels {
  /** Name of the previous button, e.g. "Previous". */
  previous: string;
  /** Name of the next button, e.g. "Next". */
  next: string;
  /** Name of each dot, e.g. "Go to slide {n}". */
  goTo: string;
  /** The position counter, e.g. "{current}/{total}" → "3/20". */
  counter: string;
}

export interface CardCarouselProps<T> {
  /** The cards' data, in order. One card and one dot per item. */
  items: readonly T[];
  /** Renders one card. Keep cards the same height so nothing moves when the track snaps. */
  children: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel region, e.g. "Cover templates". */
  label: string;
  /** Button, dot and counter copy in the page's language. */
  labels: CardCarouselLabels;
  /**
   * The card shown first (0-based, clamped to the items). Anything but 0 scrolls the track after
   * mount, so sites leave it at 0; stories use it to show a position.
   * @default 0
   */
  initialIndex?: number;
  /**
   * Card width on the swipe track, as a CSS length. Percentages would resolve against the padded
   * track, so use `cqi` (carousel width) or px.
   * @default '80cqi' (80% of the carousel, docs/PRODUCT.md §9.8)
   */
  cardWidth?: string;
  className?: string;
}

/**
 * A swipeable row of cards on phones and a plain grid (2 columns from 740 px, 4 from 1024 px)
 * above (docs/ARCHITECTURE.md "Carousel"). The track is CSS scroll-snap, so swiping works before and without
 * JavaScript and nothing jumps after prerender. Script adds previous/next buttons that keep focus,
 * one dot per card, the live `3/20` counter, arrow keys on the focused track, and makes cards that
 * are scrolled out of view `inert`. Generic: render any card through `children`; the data-driven
 * island the sites hydrate is the block around it (e.g. `CoverGallery`).
 *
 * All of that is one plain DOM behaviour (`enhanceCarousel`, `src/behaviours/carousel.ts`), attached
 * here once mounted and by a site's island on the prerendered markup without React. React renders
 * the starting position only and never re-renders what the behaviour moves.
 */
export function CardCarousel<T>({
  items,
  children,
  label,
  labels,
  initialIndex = 0,
  cardWidth,
  className,
}: CardCarouselProps<T>) {
  const total = items.length;
  // docs/PRODUCT.md §4.3: the current index is clamped, whatever the props say.
  const current = Math.max(0, Math.min(initialIndex, total - 1));
  const rootRef = useRef<HTMLElement>(null);

  // Attached as the DOM is committed, so no tap can come before it; again for a new card count.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `total` means new cards to follow.
  useLayoutEffect(() => {
    const root = rootRef.current;
    return root ? enhanceCarousel(root, { counter: labels.counter }) : undefined;
  }, [labels.counter, total]);

  return (
    <section
      ref={rootRef}
      aria-label={label}
      className={cx(styles.root, className)}
      style={cardWidth ? assignInlineVars({ [styles.cardWidthVar]: cardWidth }) : undefined}
    >
      <ul
        className={styles.track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroller is focusable so keyboard users can scroll it and use the arrow keys.
        tabIndex={0}
      >
        {items.map((item, i) => (
          <li key={i} className={styles.card} data-current={i === current || undefined}>
            {children(item, i)}
          </li>
        ))}
      </ul>
      <div className={styles.controls}>
        <div className={styles.nav}>
          <button
            type="button"
            className={styles.arrow}
            aria-disabled={current === 0 || undefined}
            data-step="-1"
          >
            <Chevron flip />
            <span className={visuallyHidden}>{labels.previous}</span>
          </button>
          <p className={styles.counter} aria-live="polite" aria-atomic="true">
            {formatMessage(labels.counter, { current: current + 1, total })}
          </p>
          <button
            type="button"
            className={styles.arrow}
            aria-disabled={current === total - 1 || undefined}
            data-step="1"
          >
            <Chevron />
            <span className={visuallyHidden}>{labels.next}</span>
          </button>
        </div>
        <div className={styles.dots}>
          {items.map((_, i) => (
            <button
              key={i}
              type="button"
              className={styles.dot}
              aria-label={formatMessage(labels.goTo, { n: i + 1 })}
              aria-current={i === current || undefined}
              data-slide={i}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

function Chevron({ flip }: { flip?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={flip ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
    </svg>
  );
}
