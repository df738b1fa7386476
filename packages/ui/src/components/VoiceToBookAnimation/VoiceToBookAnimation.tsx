import { useEffect, useRef, useState } from 'react';
import { Glyph } from '../Icon/Glyph.js';
import { MIC_PATH } from '../Icon/glyphs.js';
import { useInView, usePrefersReducedMotion } from './motionHooks.js';
import * as styles from './VoiceToBookAnimation.css.js';

/** The phases of the animation; `idle` is the still frame before the first start. */
export type VoicePhase = 'idle' | 'recording' | 'ready';

/** Timings of docs/PRODUCT.md §9.7 and our reading of docs/PRODUCT.md §4.5 (see `VoiceToBookAnimation`). */
export const VOICE_TIMINGS = { startDelayMs: 1000, cycleMs: 6000, recordMs: 4000 } as const;

/** Copy of the animation. */
export interface VoiceToBookLabels {
  /** Caption while recording, e.g. "Recording...". */
  recording: string;
  /** Caption once the book is made, e.g. "Book ready!". */
  ready: string;
  /** The text alternative of the whole animation, e.g. "Speak your ideas and get a finished book". */
  description: string;
}

export interface VoiceToBookAnimationProps {
  /** Copy. */
  labels: VoiceToBookLabels;
  /**
   * Delay from mount to the first recording phase, in milliseconds.
   * @default 1000
   */
  startDelayMs?: number;
  /**
   * Length of one recording + ready cycle, in milliseconds.
   * @default 6000
   */
  cycleMs?: number;
  /**
   * Length of the recording phase at the start of each cycle; the rest of the cycle shows
   * "Book ready!".
   * @default 4000
   */
  recordMs?: number;
  /**
   * Phase to start in.
   * @default 'idle'
   */
  initialPhase?: VoicePhase;
  /**
   * Run the loop. `false` holds `initialPhase` as a still frame (animations paused on their first
   * frame), even under reduced motion since nothing moves: for stories and screenshots.
   * @default true
   */
  autoPlay?: boolean;
}

/**
 * The voice-to-book animation of the ebook hero (docs/PRODUCT.md §2.2, §4.5 and §9.7): a microphone with
 * pulsing waves turns into a finished book, in a loop that starts 1 s after mount and repeats
 * every 6 s.
 *
 * docs/PRODUCT.md §4.5 says each cycle "shows recording for 4 s and switches to 'Book ready!' at 2 s", which
 * cannot both hold in one 6 s cycle. Our reading: recording fills the first 4000 ms of each
 * cycle and "Book ready!" the remaining 2000 ms, the "2 s" being the length of the ready phase.
 *
 * The artwork is one image to assistive technology, named by `labels.description`; the phase
 * captions are not announced (a change every few seconds would only interrupt). The loop stops
 * while off-screen; under reduced motion a still "Book ready!" frame is shown. An island: JSON
 * props only.
 */
export function VoiceToBookAnimation({
  labels,
  startDelayMs = VOICE_TIMINGS.startDelayMs,
  cycleMs = VOICE_TIMINGS.cycleMs,
  recordMs = VOICE_TIMINGS.recordMs,
  initialPhase = 'idle',
  autoPlay = true,
}: VoiceToBookAnimationProps) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  const reducedMotion = usePrefersReducedMotion();
  const [phase, setPhase] = useState<VoicePhase>(initialPhase);
  const isRunning = autoPlay && !reducedMotion && inView;

  useEffect(() => {
    if (!isRunning) return;
    // Off-screen pauses restart the current phase from its beginning when it comes back.
    const wait =
      phase === 'idle' ? startDelayMs : phase === 'recording' ? recordMs : cycleMs - recordMs;
    const next: VoicePhase = phase === 'recording' ? 'ready' : 'recording';
    const timer = setTimeout(() => setPhase(next), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [isRunning, phase, startDelayMs, recordMs, cycleMs]);

  const shownPhase: VoicePhase = autoPlay && reducedMotion ? 'ready' : phase;

  return (
    <div
      ref={ref}
      className={styles.root}
      role="img"
      aria-label={labels.description}
      data-phase={shownPhase}
      data-paused={isRunning ? undefined : ''}
    >
      <div className={styles.stage}>
        <div className={styles.micLayer}>
          <span className={styles.ring} />
          <span className={styles.ring} />
          <span className={styles.ring} />
          <span className={styles.mic}>
            <Glyph d={MIC_PATH} size={40} />
          </span>
        </div>
        <div className={styles.waves}>
          <span className={styles.bar} />
          <span className={styles.bar} />
          <span className={styles.bar} />
          <span className={styles.bar} />
          <span className={styles.bar} />
        </div>
        <div className={styles.bookLayer}>
          <svg viewBox="0 0 120 120" width={132} height={132} aria-hidden="true">
            <rect x="32" y="18" width="62" height="88" rx="6" fill="#ffffff" stroke="#d1d5db" />
            <path d="M88 24v76" stroke="#e5e7eb" strokeWidth="2" />
            <rect x="24" y="14" width="62" height="88" rx="6" fill="currentColor" />
            <rect x="24" y="14" width="10" height="88" rx="4" fill="#000000" opacity="0.18" />
            <rect x="42" y="34" width="34" height="6" rx="3" fill="#ffffff" />
            <rect x="42" y="46" width="24" height="4" rx="2" fill="#ffffff" opacity="0.75" />
            <circle cx="59" cy="76" r="11" fill="#ffffff" opacity="0.25" />
            <path
              d="M100 12l2.6 6.4L109 21l-6.4 2.6L100 30l-2.6-6.4L91 21l6.4-2.6zM14 84l1.8 4.2L20 90l-4.2 1.8L14 96l-1.8-4.2L8 90l4.2-1.8z"
              fill="#f59e0b"
            />
          </svg>
        </div>
      </div>
      <p className={styles.caption}>
        <span className={styles.captionRecording}>{labels.recording}</span>
        <span className={styles.captionReady}>{labels.ready}</span>
      </p>
    </div>
  );
}
