import { formatMessage } from '@landing/content';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
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

// Cards are laid out at a constant pitch, so the distance between the first two is the step.
const stepOf = (track: HTMLElement) => {
  const [first, second] = track.children as HTMLCollectionOf<HTMLElement>;
  return first && second ? second.offsetLeft - first.offsetLeft : 0;
};

/**
 * A swipeable row of cards on phones and a plain grid (2 columns from 740 px, 4 from 1024 px)
 * above (docs/ARCHITECTURE.md "Carousel"). The track is CSS scroll-snap, so swiping works before and without
 * JavaScript and nothing jumps after prerender. Script adds previous/next buttons that keep focus,
 * one dot per card, the live `3/20` counter, arrow keys on the focused track, and makes cards that
 * are scrolled out of view `inert`. Generic: render any card through `children`; the data-driven
 * island the sites hydrate is the block around it (e.g. `CoverGallery`).
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
  const clamp = useCallback((i: number) => Math.max(0, Math.min(i, total - 1)), [total]);
  const [index, setIndex] = useState(initialIndex);
  // docs/PRODUCT.md §4.3: the current index is clamped, whatever the props or the scroll position say.
  const current = clamp(index);
  const trackRef = useRef<HTMLUListElement>(null);
  // Target of a button/key scroll in flight: the positions passed on the way must not rewind it.
  const targetRef = useRef<number | null>(null);
  const frameRef = useRef(0);

  const goTo = (i: number) => {
    const track = trackRef.current;
    const next = clamp(i);
    if (!track || next === current) return;
    targetRef.current = next;
    setIndex(next);
    track.scrollTo({ left: next * stepOf(track) });
  };

  const onScroll = () => {
    frameRef.current ||= requestAnimationFrame(() => {
      frameRef.current = 0;
      const track = trackRef.current;
      const step = track && stepOf(track);
      if (!step) return;
      const i = clamp(Math.round(track.scrollLeft / step));
      if (targetRef.current === null) setIndex(i);
      else if (targetRef.current === i) targetRef.current = null;
    });
  };

  // Swipe, drag or wheel takes over from a button scroll still in flight.
  const release = () => {
    targetRef.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.target !== event.currentTarget) return;
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    goTo(current + delta);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the mount position matters.
  useEffect(() => {
    const track = trackRef.current;
    if (track && current) track.scrollTo({ left: current * stepOf(track), behavior: 'instant' });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new card count means new cards to observe.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof IntersectionObserver === 'undefined') return;
    // Observed against the track itself: in grid mode nothing clips, so no card is ever inert.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          entry.target.toggleAttribute('inert', entry.intersectionRatio < 0.5);
        }
      },
      { root: track, threshold: 0.5 },
    );
    for (const card of track.children) observer.observe(card);
    return () => observer.disconnect();
  }, [total]);

  useEffect(() => () => cancelAnimationFrame(frameRef.current), []);

  return (
    <section
      aria-label={label}
      className={cx(styles.root, className)}
      style={cardWidth ? assignInlineVars({ [styles.cardWidthVar]: cardWidth }) : undefined}
    >
      <ul
        ref={trackRef}
        className={styles.track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroller is focusable so keyboard users can scroll it and use the arrow keys.
        tabIndex={0}
        onScroll={onScroll}
        onPointerDown={release}
        onWheel={release}
        onKeyDown={onKeyDown}
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
            onClick={() => goTo(current - 1)}
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
            onClick={() => goTo(current + 1)}
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
              onClick={() => goTo(i)}
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
