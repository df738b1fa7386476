import { useEffect, useRef } from 'react';
import { LIVE_DEMO_DELAY_MS, playLiveDemo } from '../../behaviours/liveDemo.js';
import { visuallyHidden } from '../../theme/utils.css.js';
import { Glyph } from '../Icon/Glyph.js';
import { CHECK_PATH, EXTERNAL_LINK_PATH } from '../Icon/glyphs.js';
import * as styles from './LiveDemoCard.css.js';

export { LIVE_DEMO_DELAY_MS };

/** The two states of the demo (docs/PRODUCT.md §4.8). */
export type LiveDemoState = 'processing' | 'live';

/** Copy of the card. */
export interface LiveDemoCardLabels {
  /** The card's title, e.g. "Publishing progress". */
  title: string;
  /** The status while processing, e.g. "Processing…". */
  processing: string;
  /** The status once live, e.g. "Your book is LIVE". */
  live: string;
  /** The marketplace link shown once live, e.g. "View it on the marketplace". */
  viewLink: string;
  /** Screen-reader text after the link when it opens a new tab, e.g. "(opens in a new tab)". */
  newTab?: string;
}

export interface LiveDemoCardProps {
  /** Copy. */
  labels: LiveDemoCardLabels;
  /** The marketplace address the live state links to. */
  href: string;
  /**
   * Time from mount to the switch to `live`, in milliseconds.
   * @default 5000
   */
  delayMs?: number;
  /**
   * State to start in; stories use `live` to show the end state without waiting.
   * @default 'processing'
   */
  initialState?: LiveDemoState;
  /**
   * Run the demo. `false` holds the initial state with its animations paused on their first
   * frame: for stories and screenshots.
   * @default true
   */
  autoPlay?: boolean;
  /**
   * Open the marketplace in a new tab.
   * @default false
   */
  opensInNewTab?: boolean;
}

/**
 * The live-publishing demo of the author landing (docs/PRODUCT.md §4.8 and §9.2): "Publishing progress",
 * "Processing…" with a progress animation, and after 5 s "Your book is LIVE" with a link to
 * the marketplace. The change is announced once through `role="status"`. Under reduced motion
 * the spinner and the bar stand still; the switch still happens. An island: JSON props only.
 *
 * Both states are in the markup (the link `hidden` until live) and the switch is
 * `playLiveDemo`, plain DOM: the sites run it as a DOM island without React, and this component
 * runs the same function once mounted.
 */
export function LiveDemoCard({
  labels,
  href,
  delayMs = LIVE_DEMO_DELAY_MS,
  initialState = 'processing',
  autoPlay = true,
  opensInNewTab = false,
}: LiveDemoCardProps) {
  const card = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!autoPlay || !card.current) return;
    return playLiveDemo(card.current, { liveText: labels.live, delayMs });
  }, [autoPlay, delayMs, labels.live]);

  const isLive = initialState === 'live';
  return (
    <div
      ref={card}
      className={styles.root}
      data-state={initialState}
      data-paused={autoPlay ? undefined : ''}
    >
      <p className={styles.title}>{labels.title}</p>
      <div className={styles.track} aria-hidden="true">
        <span className={styles.bar} style={{ animationDuration: `${delayMs}ms` }} />
      </div>
      <p className={styles.status} role="status">
        <span className={styles.indicator} aria-hidden="true">
          <Glyph d={CHECK_PATH} size={20} className={styles.check} />
          <svg
            className={styles.spinner}
            aria-hidden="true"
            viewBox="0 0 24 24"
            width={24}
            height={24}
            fill="none"
          >
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" opacity="0.2" />
            <path
              d="M12 3a9 9 0 0 1 9 9"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
            />
          </svg>
        </span>
        <span data-status-text="">{isLive ? labels.live : labels.processing}</span>
      </p>
      <div className={styles.action}>
        <a
          className={styles.link}
          href={href}
          hidden={!isLive}
          data-live-link=""
          {...(opensInNewTab ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {labels.viewLink}
          <Glyph d={EXTERNAL_LINK_PATH} size={18} />
          {opensInNewTab && labels.newTab ? (
            <>
              {' '}
              <span className={visuallyHidden}>{labels.newTab}</span>
            </>
          ) : null}
        </a>
      </div>
    </div>
  );
}
