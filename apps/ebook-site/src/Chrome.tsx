import type { Locale, Messages } from '@landing/content';
import { SiteChrome } from '@landing/ui/site';
import type { ReactNode } from 'react';
import { config } from './config';

// Pages render only at build time (prerender) or in the dev server, never in the browser, so the
// copyright year is the build's.
const BUILD_YEAR = new Date().getUTCFullYear();

export interface ChromeProps {
  messages: Messages;
  locale: Locale;
  /** This page's path in each language. */
  paths: Record<Locale, string>;
  children: ReactNode;
}

/** This site's header and footer around a page. */
export function Chrome(props: ChromeProps) {
  return <SiteChrome site="ebook" appUrl={config.appUrl} year={BUILD_YEAR} {...props} />;
}
