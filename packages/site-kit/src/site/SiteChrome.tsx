import {
  homePath,
  LOCALE_TABLE,
  LOCALES,
  type Locale,
  legalRoutesFor,
  type Messages,
  type SiteId,
  sectionHref,
  toolRoutesFor,
} from '@landing/content';
import { buildLoginUrl, buildRegistrationUrl } from '@landing/tracking';
import { Footer, type FooterLinkGroup } from '@landing/ui/components/Footer';
import { Header } from '@landing/ui/components/Header';
import type { ReactNode } from 'react';
import * as styles from './SiteChrome.css';

/** What a site's frame needs from each page: its copy, its language and its own paths. */
export interface SiteFrameProps {
  /** The page's locale's copy. */
  messages: Messages;
  locale: Locale;
  /** This page's path in each language (`pathsOf` from the route table), for the switchers. */
  paths: Readonly<Record<Locale, string>>;
  /**
   * Whether this page is the home page, whose sections the header's and footer's section links
   * point into: there they are bare fragments (`#faq`). The 404 page, whose language switcher
   * leads to the home pages, is not. @default whether `paths` are the home page's
   */
  isHome?: boolean;
  children: ReactNode;
}

export interface SiteChromeProps extends SiteFrameProps {
  /** The site; its header and footer links are `common.header.links[site]` and `footer.links`. */
  site: SiteId;
  /**
   * The app host; the header's call to action goes to `{appUrl}/register`, its log-in link to
   * `{appUrl}/login`.
   */
  appUrl: string;
  /**
   * The year of the copyright line.
   * @default the year the pages were rendered, read once when this server-only module loads
   */
  year?: number;
}

// Pages render only at build time (prerender) or in the dev server, never in the browser, so the
// copyright year is the build's, read once rather than during a render.
const BUILD_YEAR = new Date().getUTCFullYear();

/**
 * The frame every site wraps each page in: the header (skip link, brand, section links, language
 * switcher, log-in link, call to action), one `<main id="main">` and the footer (section links,
 * tool pages and legal pages where the site has them). Static HTML; only the islands inside the
 * page hydrate. Section links point at the home page's anchors, so they work from every page of
 * the site (on the home page, the bare fragment).
 */
export function SiteChrome({
  site,
  messages,
  locale,
  paths,
  isHome,
  appUrl,
  year = BUILD_YEAR,
  children,
}: SiteChromeProps) {
  const t = messages.common;
  const home = homePath(site, locale);
  const languages = {
    label: t.languageSwitcher.label,
    current: locale,
    // Each language by its own name (the locale table), in every language.
    links: LOCALES.map((l) => ({ locale: l, href: paths[l], label: LOCALE_TABLE[l].nativeName })),
  };
  // On the home page itself a section link is the bare fragment (`#faq`): the jump stays in the
  // page and keeps the address's query (an ad's UTM fields), where `/#faq` would load the page
  // again without it. Every other page links to the home page's section.
  const onHome = isHome ?? paths[locale] === home;
  const anchor = (id: string) => (onHome ? `#${id}` : sectionHref(site, locale, id));
  const groups: FooterLinkGroup[] = [
    {
      heading: t.footer.productHeading,
      links: t.footer.links[site].map((link) => ({
        label: link.label,
        href: anchor(link.anchor),
      })),
    },
  ];
  // A site with tool pages lists them all in the footer (only the ebook site has any).
  const tools = toolRoutesFor(site).map((route) => ({
    label: messages.tools.pages[route.key].heading,
    href: route.paths[locale],
  }));
  if (tools.length > 0) groups.push({ heading: t.footer.toolsHeading, links: tools });
  // A site with legal pages lists them; every site then has the button the consent script opens
  // the cookie settings from (docs/PRODUCT.md §2.8), since every site asks: withdrawing consent is
  // as easy as giving it.
  const legal = legalRoutesFor(site).map((route) => ({
    label: t.footer.legal[route.key],
    href: route.paths[locale],
  }));
  groups.push({
    heading: t.footer.legalHeading,
    links: [...legal, { label: t.footer.legal.cookieSettings, data: { 'data-consent-open': '' } }],
  });

  return (
    <>
      <Header
        brand={{ name: t.brand, href: home }}
        skipLinkLabel={t.skipToContent}
        skipLinkTarget="#main"
        nav={{
          label: t.header.navLabel,
          links: t.header.links[site].map((link) => ({
            label: link.label,
            href: anchor(link.anchor),
          })),
        }}
        menuLabel={t.header.openMenu}
        languages={languages}
        login={{ label: t.header.login, href: buildLoginUrl({ appUrl, locale }) }}
        cta={{
          label: t.header.cta[site].label,
          href: buildRegistrationUrl({ appUrl, locale, action: t.header.cta[site].action }),
          track: 'header_start_trial',
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
