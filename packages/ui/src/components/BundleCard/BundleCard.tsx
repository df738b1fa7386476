import type { CallToAction } from '@landing/content';
import { cx } from '../../utils/cx.js';
import { COVER_HEIGHT, COVER_WIDTH } from '../BookCard/BookCard.js';
import { CtaLink } from '../Section/CtaLink.js';
import type { HeadingLevel } from '../Section/Section.js';
import * as styles from './BundleCard.css.js';

/** A book of the bundle. */
export interface BundleBook {
  /** Plain-text title. */
  title: string;
  /** Cover image address. */
  coverUrl: string;
}

/** The names of the figures of the deal. */
export interface BundleCardLabels {
  /** e.g. "First book". */
  firstPrice: string;
  /** e.g. "3 books bought separately". */
  total: string;
  /** e.g. "Bundle price". */
  bundlePrice: string;
}

export interface BundleCardProps {
  /** The card's heading. */
  heading: string;
  /**
   * Level of the heading.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /** A small label above the heading, e.g. "Bundle deal". */
  badge?: string;
  /** A sentence under the heading. */
  text?: string;
  /**
   * Up to 3 books whose covers are shown (decoratively); missing ones are grey placeholders, as
   * with the sample values.
   */
  books: BundleBook[];
  /** Price of the first book, formatted, e.g. "$19.00". */
  firstPriceText: string;
  /** Sum of the 3 prices, formatted; shown struck through. */
  totalText: string;
  /** Price of the bundle, formatted. */
  bundlePriceText: string;
  /** The saving as it reads, e.g. "29% saved". */
  savingText: string;
  /** Names of the figures. */
  labels: BundleCardLabels;
  /** The call to action. */
  cta: CallToAction;
  /** A small print line, e.g. how the figures are worked out. */
  note?: string;
  /**
   * A note the card may switch to later (the live card swaps the sample note for the live one when
   * books arrive). It is laid out invisibly in the same place, so the card is as tall as the longer
   * of the two and nothing below it moves on the switch (no layout shift, docs/ARCHITECTURE.md "Components").
   */
  reservedNote?: string;
}

const COVER_SLOTS = [0, 1, 2] as const;

/**
 * The bundle-deal card of the author landing (docs/PRODUCT.md §2.6 and §9.6): three covers, the first
 * book's price, the total struck through, the bundle price and the saving. The figures come in
 * formatted: the site (or `LiveBundleCard`) works them out with `bundleOffer`.
 */
export function BundleCard({
  heading,
  headingLevel = 3,
  badge,
  text,
  books,
  firstPriceText,
  totalText,
  bundlePriceText,
  savingText,
  labels,
  cta,
  note,
  reservedNote,
}: BundleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.root} data-sample={books.length === 0 ? '' : undefined}>
      {/* Decorative: the books are the first 3 of the strip above, named there. */}
      <div className={styles.covers} aria-hidden="true">
        {COVER_SLOTS.map((slot) => {
          const book = books[slot];
          return (
            <span key={slot} className={styles.cover}>
              {book ? (
                <img
                  className={styles.coverImage}
                  src={book.coverUrl}
                  alt=""
                  width={COVER_WIDTH}
                  height={COVER_HEIGHT}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
            </span>
          );
        })}
      </div>
      <div className={styles.body}>
        {badge ? <span className={styles.badge}>{badge}</span> : null}
        <Heading className={styles.heading}>{heading}</Heading>
        {text ? <p className={styles.text}>{text}</p> : null}
        <dl className={styles.prices}>
          <div className={styles.row}>
            <dt className={styles.term}>{labels.firstPrice}</dt>
            <dd className={styles.value}>{firstPriceText}</dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.term}>{labels.total}</dt>
            <dd className={styles.value}>
              <s className={styles.total}>{totalText}</s>
            </dd>
          </div>
          <div className={cx(styles.row, styles.bundleRow)}>
            <dt className={styles.term}>{labels.bundlePrice}</dt>
            <dd className={cx(styles.value, styles.bundleValue)}>{bundlePriceText}</dd>
          </div>
        </dl>
        <p className={styles.saving}>{savingText}</p>
        <CtaLink cta={cta} size="lg" />
        {note || reservedNote ? (
          <div className={styles.notes}>
            {note ? <p className={styles.note}>{note}</p> : null}
            {reservedNote ? (
              <p className={styles.reservedNote} aria-hidden="true">
                {reservedNote}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
