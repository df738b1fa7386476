import type { CallToAction } from '@landing/content';
import { visuallyHidden } from '../../theme/utils.css';
import { cx } from '../../utils/cx';
import { ButtonLink } from '../Button/Button';
import { LanguageSwitcher, type LanguageSwitcherProps } from '../LanguageSwitcher/LanguageSwitcher';
import { BrandMark } from './BrandMark';
import * as styles from './Header.css';

/** A navigation link. */
export interface HeaderLink {
  label: string;
  href: string;
  /** Marks the link of the page being shown (`aria-current="page"`). @default false */
  isCurrent?: boolean;
}

export interface HeaderProps {
  /** The brand: its name (logo text) and the home page of this locale. */
  brand: { name: string; href: string };
  /** Text of the skip link, e.g. "Skip to main content" / "Saltar al contenido principal". */
  skipLinkLabel: string;
  /** Where the skip link goes; the page's `<main>` needs this id. @default '#main' */
  skipLinkTarget?: string;
  /** Optional site navigation: its accessible name and links. */
  nav?: { label: string; links: readonly HeaderLink[] };
  /** Label of the phone menu button, e.g. "Menu" / "Menú". */
  menuLabel: string;
  /**
   * Whether the phone menu is open when the header first renders: a story or a docs page shows
   * the open menu without a tap. A visitor still opens and closes it natively. @default false
   */
  defaultMenuOpen?: boolean;
  /** The language switcher (labels and links from the route table). */
  languages: Omit<LanguageSwitcherProps, 'tone' | 'className'>;
  /**
   * A returning customer's way back in, e.g. "Log in" to the app's log-in page: a plain link in
   * the same tab, before the call to action on wide screens and in the phone menu.
   */
  login?: { label: string; href: string };
  /** Primary call to action at the end of the bar, e.g. "Start Free Trial". */
  cta?: CallToAction;
  /** Screen-reader text after a new-tab link, e.g. "(opens in a new tab)". */
  newTabLabel?: string;
}

function NavLinks({ links, linkClass }: { links: readonly HeaderLink[]; linkClass: string }) {
  return links.map((link) => (
    <li key={link.href}>
      <a className={linkClass} href={link.href} aria-current={link.isCurrent ? 'page' : undefined}>
        {link.label}
      </a>
    </li>
  ));
}

/**
 * The site header: skip link, brand, navigation, language switcher, log-in link and the primary
 * call to action. Sticky at a fixed height, so it never moves the page. On phones and tablets the
 * links, the log-in link and the languages fold into a native `<details>` disclosure, which works
 * without JavaScript; from the wide breakpoint (1280 px) they sit in the bar. Static: no island.
 */
export function Header({
  brand,
  skipLinkLabel,
  skipLinkTarget = '#main',
  nav,
  menuLabel,
  defaultMenuOpen = false,
  languages,
  login,
  cta,
  newTabLabel,
}: HeaderProps) {
  const links = nav?.links ?? [];
  return (
    <header className={styles.root}>
      <a className={styles.skipLink} href={skipLinkTarget}>
        {skipLinkLabel}
      </a>
      <div className={styles.bar}>
        <a className={styles.brand} href={brand.href}>
          <BrandMark />
          <span className={styles.brandName}>{brand.name}</span>
        </a>
        {nav && links.length > 0 ? (
          <nav aria-label={nav.label} className={styles.desktopNav}>
            <ul className={styles.navList}>
              <NavLinks links={links} linkClass={styles.navLink} />
            </ul>
          </nav>
        ) : null}
        <LanguageSwitcher {...languages} className={styles.desktopLanguages} />
        {login ? (
          <a className={cx(styles.navLink, styles.desktopLogin)} href={login.href}>
            {login.label}
          </a>
        ) : null}
        {cta ? (
          <ButtonLink
            className={styles.cta}
            href={cta.href}
            data-track={cta.track}
            opensInNewTab={cta.opensInNewTab}
            newTabLabel={cta.newTabLabel ?? newTabLabel}
          >
            {cta.label}
          </ButtonLink>
        ) : null}
        {/* Only one of the two copies of the links is displayed at a time (CSS), so assistive
            technology meets each landmark once. */}
        {/* Closes when one of its in-page links is followed (glideShortJumps, MENU_ATTRIBUTE). */}
        <details className={styles.menu} data-jump-menu="" open={defaultMenuOpen}>
          <summary className={styles.menuButton}>
            <svg
              className={styles.menuIcon}
              width="24"
              height="24"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path className={styles.menuIconClosed} d="M4 7h16M4 12h16M4 17h16" />
                <path className={styles.menuIconOpen} d="M6 6l12 12M18 6L6 18" />
              </g>
            </svg>
            <span className={visuallyHidden}>{menuLabel}</span>
          </summary>
          <div className={styles.menuPanel}>
            {nav && links.length > 0 ? (
              <nav aria-label={nav.label}>
                <ul className={styles.menuList}>
                  <NavLinks links={links} linkClass={styles.menuLink} />
                </ul>
              </nav>
            ) : null}
            {login ? (
              <a className={styles.menuLink} href={login.href}>
                {login.label}
              </a>
            ) : null}
            <LanguageSwitcher {...languages} className={styles.menuLanguages} />
          </div>
        </details>
      </div>
    </header>
  );
}
