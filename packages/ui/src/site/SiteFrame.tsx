import type { ReactNode } from 'react';
import * as styles from './SiteFrame.css';

export interface SiteFrameProps {
  /** Visually hidden until focused; jumps to `#main`. */
  skipLabel: string;
  /** The site header (brand, navigation, language switcher). */
  header: ReactNode;
  /** The site footer. */
  footer: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every page: a skip link, the header, one `<main id="main">` and the footer.
 * Static HTML; only islands inside it hydrate.
 */
export function SiteFrame({ skipLabel, header, footer, children }: SiteFrameProps) {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {skipLabel}
      </a>
      {header}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </>
  );
}
