import { formatMessage } from '@landing/content';
import { cx } from '../../utils/cx.js';
import { Icon } from '../Icon/Icon.js';
import type { HeadingLevel } from '../Section/Section.js';
import * as styles from './CountryList.css.js';

/** The countries shown before "Show more" (docs/PRODUCT.md §2.6: 20 countries plus 22 more). */
export const COUNTRIES_SHOWN = 20;

/** A country. */
export interface Country {
  /** ISO 3166-1 alpha-2 code, e.g. "ES"; shown as a small badge. */
  code: string;
  /** Name in the page's language. */
  name: string;
}

/** Copy of the list. */
export interface CountryListLabels {
  /** The toggle while closed, `{count}` replaced, e.g. "Show {count} more countries". */
  showMore: string;
  /** The toggle while open, e.g. "Show fewer countries". */
  showLess: string;
}

export interface CountryListProps {
  /** A heading above the list. */
  heading?: string;
  /**
   * Level of the heading.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /** The main countries; the first 20 are shown. */
  countries: Country[];
  /** The further countries, behind the toggle. */
  more: Country[];
  /** Copy. */
  labels: CountryListLabels;
  /** Extra class name on the root element, for placement by the parent. */
  className?: string;
}

function Countries({ countries }: { countries: Country[] }) {
  return (
    <ul className={styles.list}>
      {countries.map((country) => (
        <li key={country.code} className={styles.country}>
          {/* Flag emoji are read as letter pairs, if at all: the code is a badge, the name is the text. */}
          <span className={styles.code} aria-hidden="true">
            {country.code}
          </span>
          <span>{country.name}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The countries of the payment provider's connected accounts (docs/PRODUCT.md §2.6): 20 shown and the
 * rest inside a native `<details>`, so "Show 22 more countries" works without JavaScript and the
 * extra names stay in the page for find-in-page and search engines.
 */
export function CountryList({
  heading,
  headingLevel = 3,
  countries,
  more,
  labels,
  className,
}: CountryListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, className)}>
      {heading ? <Heading className={styles.heading}>{heading}</Heading> : null}
      <Countries countries={countries.slice(0, COUNTRIES_SHOWN)} />
      {more.length > 0 ? (
        <details className={styles.details}>
          <summary className={styles.summary}>
            <span className={styles.showMore}>
              {formatMessage(labels.showMore, { count: more.length })}
            </span>
            <span className={styles.showLess}>{labels.showLess}</span>
            <Icon name="chevronRight" size={18} className={styles.chevron} />
          </summary>
          <Countries countries={more} />
        </details>
      ) : null}
    </div>
  );
}
