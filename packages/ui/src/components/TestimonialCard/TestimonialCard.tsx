import { formatMessage } from '@landing/content';
import { cx } from '../../utils/cx.js';
import { Icon } from '../Icon/Icon.js';
import * as styles from './TestimonialCard.css.js';

/** The most stars a rating has. */
export const MAX_RATING = 5;

/** Copy of the card. */
export interface TestimonialCardLabels {
  /** The rating read by screen readers, `{rating}` replaced, e.g. "{rating} out of 5 stars". */
  rating: string;
  /** Where the review was left, `{platform}` replaced, e.g. "on {platform}". */
  via?: string;
  /** Said after the attribution of a translated quote, e.g. "traducido del inglés". */
  translated?: string;
}

export interface TestimonialCardProps {
  /** The review, without quotation marks (they are drawn). */
  quote: string;
  /** First name and initial, e.g. "Laura M.". */
  author: string;
  /** Job title, e.g. "Course creator". */
  title: string;
  /** Review site the quote comes from (docs/PRODUCT.md §3.4); omitted when unknown. */
  platform?: string;
  /** Stars, 0 to 5 (always 5, docs/PRODUCT.md §3.4); rounded to a whole star. */
  rating: number;
  /** The quote is shown in translation: the reviewer wrote in another language. */
  translated?: boolean;
  /** Copy. */
  labels: TestimonialCardLabels;
  /** Extra class name on the root element, for placement by the parent. */
  className?: string;
}

const STARS = Array.from({ length: MAX_RATING }, (_, i) => i);

/**
 * A testimonial (docs/PRODUCT.md §2.2 and §3.4): five drawn stars with an accessible rating text, the
 * quote, and who said it where. A `<figure>` with the quote in a `<blockquote>` and the
 * attribution in its `<figcaption>`.
 */
export function TestimonialCard({
  quote,
  author,
  title,
  platform,
  rating,
  translated = false,
  labels,
  className,
}: TestimonialCardProps) {
  const stars = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <figure className={cx(styles.root, className)}>
      <div
        className={styles.stars}
        role="img"
        aria-label={formatMessage(labels.rating, { rating: stars })}
      >
        {STARS.map((star) => (
          <Icon
            key={star}
            name="star"
            size={20}
            filled={star < stars}
            className={star < stars ? undefined : styles.emptyStar}
          />
        ))}
      </div>
      <blockquote className={styles.quote}>{quote}</blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.author}>{author}</span>
        <span className={styles.meta}>
          {title}
          {platform && labels.via ? ` · ${formatMessage(labels.via, { platform })}` : null}
          {translated && labels.translated ? ` · ${labels.translated}` : null}
        </span>
      </figcaption>
    </figure>
  );
}
