import { cx } from '../../utils/cx';
import * as styles from './LanguageSwitcher.css';

/** One language version of the current page. */
export interface LanguageLink {
  /** BCP 47 tag of that version, e.g. "en" or "es"; set as `hreflang` and `lang`. */
  locale: string;
  /** The same page in that language (from the route table). */
  href: string;
  /** The language's name in that language, e.g. "English", "Español". */
  label: string;
}

export interface LanguageSwitcherProps {
  /** Accessible name of the navigation, e.g. "Language" / "Idioma". */
  label: string;
  /** One link per language, in display order. */
  links: readonly LanguageLink[];
  /** Locale of the page being shown; its link gets `aria-current="page"`. */
  current: string;
  /** `inverse` on dark surfaces. @default 'default' */
  tone?: (typeof styles.LANGUAGE_SWITCHER_TONES)[number];
  /** Extra class on the `<nav>`. */
  className?: string;
}

/**
 * Links to this page in the other languages (docs/PRODUCT.md §2.1: `/es` is Spanish).
 * Static: plain links with `hreflang` and `lang`, each language named in itself, the current one
 * marked `aria-current="page"`. Ships no JavaScript.
 */
export function LanguageSwitcher({
  label,
  links,
  current,
  tone = 'default',
  className,
}: LanguageSwitcherProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.locale}>
            <a
              className={cx(styles.link, styles.tone[tone])}
              href={link.href}
              hrefLang={link.locale}
              lang={link.locale}
              aria-current={link.locale === current ? 'page' : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
