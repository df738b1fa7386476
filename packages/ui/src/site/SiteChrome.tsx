import type { Locale, Messages } from '@landing/content';
import type { ReactNode } from 'react';
import { SiteFrame } from './SiteFrame';

export interface SiteChromeProps {
  messages: Messages;
  locale: Locale;
  /** This page's path in each language, for the language switcher. */
  paths: Record<Locale, string>;
  children: ReactNode;
}

/** The frame both sites wrap every page in: skip link, header with the language switcher, footer. */
export function SiteChrome({ messages, locale, paths, children }: SiteChromeProps) {
  const t = messages.common;
  return (
    <SiteFrame
      skipLabel={t.skipToContent}
      header={
        <header>
          <a href={locale === 'es' ? '/es/' : '/'}>{t.brand}</a>
          <nav aria-label={t.languageSwitcher.label}>
            <a
              href={paths.en}
              hrefLang="en"
              lang="en"
              aria-current={locale === 'en' ? 'page' : undefined}
            >
              {t.languageSwitcher.en}
            </a>{' '}
            <a
              href={paths.es}
              hrefLang="es"
              lang="es"
              aria-current={locale === 'es' ? 'page' : undefined}
            >
              {t.languageSwitcher.es}
            </a>
          </nav>
        </header>
      }
      footer={
        <footer>
          <p>{t.footer.tagline}</p>
        </footer>
      }
    >
      {children}
    </SiteFrame>
  );
}
