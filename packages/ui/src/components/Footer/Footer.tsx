import { formatMessage } from '@landing/content';
import { useId } from 'react';
import { visuallyHidden } from '../../theme/utils.css';
import { BrandMark } from '../Header/BrandMark';
import { LanguageSwitcher, type LanguageSwitcherProps } from '../LanguageSwitcher/LanguageSwitcher';
import * as styles from './Footer.css';

/** A footer link. */
export interface FooterLink {
  label: string;
  href: string;
  /** Open in a new tab (the marketplace, external providers). @default false */
  opensInNewTab?: boolean;
}

/**
 * A footer button a page script acts on, styled like the links: the cookie settings, which the
 * consent script opens for every element with `data-consent-open`. Without that script it does
 * nothing, so use it only for what a script of the page provides.
 */
export interface FooterButton {
  label: string;
  /** The `data-*` attributes the script finds it by, e.g. `{ 'data-consent-open': '' }`. */
  data: Readonly<Record<`data-${string}`, string>>;
}

/** A titled group of links (and buttons), e.g. "Tools", "Legal". */
export interface FooterLinkGroup {
  heading: string;
  links: readonly (FooterLink | FooterButton)[];
}

export interface FooterProps {
  /** The brand: its name and the home page of this locale. */
  brand: { name: string; href: string };
  /** One line under the brand. */
  tagline: string;
  /** Link groups, each a small navigation named by its heading; an item may be a button. */
  groups: readonly FooterLinkGroup[];
  /** Heading level of the group titles. @default 2 */
  headingLevel?: 2 | 3;
  /** The language switcher (labels and links from the route table). */
  languages: Omit<LanguageSwitcherProps, 'tone' | 'className'>;
  /** Copyright line; `{year}` is replaced by `year`, e.g. "© {year} Inkwell AI. All rights reserved." */
  copyright: string;
  /**
   * The year for the copyright line. Passed in (the build's year) so server and client render the
   * same text: never `new Date()` during render.
   */
  year: number;
  /** Screen-reader text after a new-tab link, e.g. "(opens in a new tab)". */
  newTabLabel?: string;
}

function GroupNav({
  group,
  headingLevel,
  newTabLabel,
}: {
  group: FooterLinkGroup;
  headingLevel: 2 | 3;
  newTabLabel?: string;
}) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <nav aria-labelledby={id}>
      <Heading id={id} className={styles.groupHeading}>
        {group.heading}
      </Heading>
      <ul className={styles.list}>
        {group.links.map((link) =>
          'data' in link ? (
            <li key={link.label}>
              <button type="button" className={styles.button} {...link.data}>
                {link.label}
              </button>
            </li>
          ) : (
            <li key={link.href}>
              <a
                className={styles.link}
                href={link.href}
                {...(link.opensInNewTab ? { target: '_blank', rel: 'noopener' } : {})}
              >
                {link.label}
                {link.opensInNewTab && newTabLabel ? (
                  <>
                    {' '}
                    <span className={visuallyHidden}>{newTabLabel}</span>
                  </>
                ) : null}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * The site footer: brand and tagline, link groups (each a navigation named by its heading), the
 * language switcher and the copyright line with a year passed in. Static: no island.
 */
export function Footer({
  brand,
  tagline,
  groups,
  headingLevel = 2,
  languages,
  copyright,
  year,
  newTabLabel,
}: FooterProps) {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.brandBlock}>
          <a className={styles.brand} href={brand.href}>
            <span className={styles.mark}>
              <BrandMark />
            </span>
            {brand.name}
          </a>
          <p className={styles.tagline}>{tagline}</p>
        </div>
        <div className={styles.groups}>
          {groups.map((group) => (
            <GroupNav
              key={group.heading}
              group={group}
              headingLevel={headingLevel}
              newTabLabel={newTabLabel}
            />
          ))}
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{formatMessage(copyright, { year })}</p>
          <LanguageSwitcher {...languages} tone="inverse" />
        </div>
      </div>
    </footer>
  );
}
