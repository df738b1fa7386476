import { formatMessage } from '@landing/content';
import { type FocusEvent, useEffect, useState } from 'react';
import { visuallyHidden } from '../../theme/utils.css.js';
import { cx } from '../../utils/cx.js';
import * as styles from './Rotator.css.js';

/** One testimonial (docs/PRODUCT.md §3.4): plain data, so the rotator can hydrate as an island. */
export interface RotatorTestimonial {
  /** Stable key. */
  id: string;
  /** The quote, without quotation marks. */
  quote: string;
  /** First name and initial, e.g. "Maria L." */
  author: string;
  /** Job title, e.g. "Registered dietitian". */
  title: string;
  /** The review site the quote comes from. */
  platform: string;
  /** Stars out of 5 (always 5, docs/PRODUCT.md §3.4). */
  rating: number;
  /** The quote is shown in translation: the reviewer wrote in another language. */
  translated?: boolean;
}

/** Every string the rotator shows or announces, in the page's language. */
export interface RotatorLabels {
  /** Name of the carousel region, e.g. "Testimonials". */
  region: string;
  /** Name of the toggle while rotating, e.g. "Pause testimonials". */
  pause: string;
  /** Name of the toggle while paused, e.g. "Play testimonials". */
  play: string;
  /** Name of each dot, e.g. "Go to testimonial {n}". */
  goTo: string;
  /** Name of each slide, e.g. "{current} of {total}" → "3 of 11". */
  position: string;
  /** Accessible text of the stars, e.g. "{rating} out of 5 stars". */
  rating: string;
  /** Visible source line, e.g. "Review on {platform}". */
  source: string;
  /** Said after the source line of a translated quote, e.g. "traducido del inglés". */
  translated?: string;
  /** What screen readers call the region, e.g. "carousel" / "carrusel". */
  roleDescription: string;
  /** What screen readers call each slide, e.g. "slide" / "diapositiva". */
  slideRoleDescription: string;
}

export interface RotatorProps {
  /** The testimonials, in order. */
  items: readonly RotatorTestimonial[];
  /** Copy in the page's language. */
  labels: RotatorLabels;
  /**
   * Time each testimonial stays before the next (docs/PRODUCT.md §9.7).
   * @default 4000
   */
  intervalMs?: number;
  /**
   * Rotate on its own. Under `prefers-reduced-motion: reduce` it starts paused anyway. Stories set
   * `false` so screenshots are stable.
   * @default true
   */
  autoPlay?: boolean;
  /**
   * The testimonial shown first (0-based).
   * @default 0
   */
  initialIndex?: number;
  className?: string;
}

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

/**
 * The testimonials carousel (docs/PRODUCT.md §2.2 item 7, §4.6): advances every `intervalMs` and
 * wraps from the last to the first; a dot jumps to its testimonial and restarts the timer. A
 * visible pause/play button meets WCAG 2.2.2; rotation also holds while the pointer is over it,
 * while focus is inside and while the tab is hidden, and starts paused under reduced motion.
 * Only the current slide is exposed; announcements are polite only while paused (APG carousel).
 * JSON-only props: hydrate it as an island.
 */
export function Rotator({
  items,
  labels,
  intervalMs = 4000,
  autoPlay = true,
  initialIndex = 0,
  className,
}: RotatorProps) {
  const total = items.length;
  const [index, setIndex] = useState(initialIndex);
  const [isPlaying, setIsPlaying] = useState(autoPlay);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const [isTabHidden, setIsTabHidden] = useState(false);
  const current = Math.max(0, Math.min(index, total - 1));
  const isRotating = isPlaying && !isHovered && !hasFocus && !isTabHidden && total > 1;

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setIsPlaying(false);
    const onVisibility = () => setIsTabHidden(document.hidden);
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // Keyed on `current`: any change of slide, by the timer or a dot, starts a full interval.
  useEffect(() => {
    if (!isRotating) return;
    const timer = setTimeout(() => setIndex((current + 1) % total), intervalMs);
    return () => clearTimeout(timer);
  }, [isRotating, current, total, intervalMs]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
  };

  const toggle = () => {
    // Pressing play is an explicit request: it overrides the hold that focus and hover put on.
    if (!isPlaying) {
      setHasFocus(false);
      setIsHovered(false);
    }
    setIsPlaying(!isPlaying);
  };

  return (
    <section
      className={cx(styles.root, className)}
      aria-roledescription={labels.roleDescription}
      aria-label={labels.region}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={onBlur}
    >
      <div className={styles.slides} aria-live={isRotating ? 'off' : 'polite'}>
        {items.map((item, i) => (
          // biome-ignore lint/a11y/useSemanticElements: an APG carousel slide is a group; fieldset is for form controls.
          <div
            key={item.id}
            className={styles.slide}
            role="group"
            aria-roledescription={labels.slideRoleDescription}
            aria-label={formatMessage(labels.position, { current: i + 1, total })}
            aria-hidden={i !== current || undefined}
            data-current={i === current || undefined}
          >
            <p className={styles.stars}>
              {[1, 2, 3, 4, 5].map((star) => (
                <svg
                  key={star}
                  aria-hidden="true"
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  className={star > item.rating ? styles.starEmpty : undefined}
                >
                  <path d={STAR} fill="currentColor" />
                </svg>
              ))}
              <span className={visuallyHidden}>
                {formatMessage(labels.rating, { rating: item.rating })}
              </span>
            </p>
            <blockquote className={styles.quote}>
              <p>{item.quote}</p>
            </blockquote>
            <p className={styles.caption}>
              <span className={styles.author}>{item.author}</span>
              <span>{item.title}</span>
              <span>
                {formatMessage(labels.source, { platform: item.platform })}
                {item.translated && labels.translated ? ` · ${labels.translated}` : null}
              </span>
            </p>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.toggle} onClick={toggle}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
            <path d={isPlaying ? 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z' : 'M8 5v14l11-7z'} />
          </svg>
          <span className={visuallyHidden}>{isPlaying ? labels.pause : labels.play}</span>
        </button>
        <div className={styles.dots}>
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              className={styles.dot}
              aria-label={formatMessage(labels.goTo, { n: i + 1 })}
              aria-current={i === current || undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
