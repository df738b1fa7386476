import { findRoute, type Locale, type Messages, type SiteId, TOOL_KEYS } from '@landing/content';
import { buildRegistrationUrl } from '@landing/tracking';
import type { ReactNode } from 'react';
import { Footer, type FooterLinkGroup } from '../components/Footer';
import { Header } from '../components/Header';
import * as styles from './SiteChrome.css';

export interface SiteChromeProps {
  site: SiteId;
  messages: Messages;
  locale: Locale;
  /** This page's path in each language, for the language switchers. */
  paths: Record<Locale, string>;
  /** The app host; the header's call to action goes to `{appUrl}/register`. */
  appUrl: string;
  /** The build's year, for the copyright line (never read during render). */
  year: number;
  children: ReactNode;
}

/**
 * The frame both sites wrap every page in: the header (skip link, brand, section links, language
 * switcher, call to action), one `<main id="main">` and the footer. Static HTML; only the islands
 * inside the page hydrate. Section links point at the home page's anchors, so they work from every
 * page of the site.
 */
export function SiteChrome({
  site,
  messages,
  locale,
  paths,
  appUrl,
  year,
  children,
}: SiteChromeProps) {
  const t = messages.common;
  const home = locale === 'es' ? '/es/' : '/';
  const languages = {
    label: t.languageSwitcher.label,
    current: locale,
    links: [
      { locale: 'en', href: paths.en, label: t.languageSwitcher.en },
      { locale: 'es', href: paths.es, label: t.languageSwitcher.es },
    ],
  };
  const anchor = (id: string) => `${home}#${id}`;
  const headerLinks = site === 'ebook' ? t.header.ebookLinks : t.header.authorLinks;
  const footerLinks = site === 'ebook' ? t.footer.ebookLinks : t.footer.authorLinks;
  const groups: FooterLinkGroup[] = [
    {
      heading: t.footer.productHeading,
      links: footerLinks.map((link) => ({ label: link.label, href: anchor(link.anchor) })),
    },
  ];
  if (site === 'ebook') {
    groups.push({
      heading: t.footer.toolsHeading,
      links: TOOL_KEYS.map((key) => ({
        label: messages.tools.pages[key].heading,
        href: findRoute('ebook', key)?.paths[locale] ?? home,
      })),
    });
  }

  return (
    <>
      <Header
        brand={{ name: t.brand, href: home }}
        skipLinkLabel={t.skipToContent}
        skipLinkTarget="#main"
        nav={{
          label: t.header.navLabel,
          links: headerLinks.map((link) => ({ label: link.label, href: anchor(link.anchor) })),
        }}
        menuLabel={t.header.openMenu}
        languages={languages}
        cta={{
          label: t.header.cta.label,
          href: buildRegistrationUrl({ appUrl, action: t.header.cta.action }),
          track: 'final_get_started',
          opensInNewTab: true,
        }}
        newTabLabel={t.opensInNewTab}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer
        brand={{ name: t.brand, href: home }}
        tagline={t.footer.tagline}
        groups={groups}
        // A second "Language" navigation would repeat the header's landmark name (axe
        // landmark-unique): the footer's is named after the footer.
        languages={{ ...languages, label: `${t.footer.navLabel}: ${t.languageSwitcher.label}` }}
        copyright={`© {year} ${t.brand}. ${t.footer.rights}`}
        year={year}
        newTabLabel={t.opensInNewTab}
      />
    </>
  );
}
