import type { Locale, Messages } from '@landing/content';
import { tokens, vars } from '@landing/ui';
import { SiteChrome } from '@landing/ui/site';
import type { CSSProperties, ReactNode } from 'react';
import { config } from './config';

// Pages render only at build time (prerender) or in the dev server, never in the browser, so the
// copyright year is the build's.
const BUILD_YEAR = new Date().getUTCFullYear();

// The text face with `font-display: optional` (sections/page.css), so a late font never re-wraps
// the page (no layout shift, docs/ARCHITECTURE.md "Styling"). The theme's font tokens are custom properties: `var(--name)` → name.
const FONT = tokens.font.body.replace(/^'Inter Variable'/, "'Inter Optional'");
const propName = (ref: string) => ref.replace(/^var\((--[^,)]+).*$/, '$1');
const FONT_STYLE = {
  fontFamily: FONT,
  [propName(vars.font.body)]: FONT,
  [propName(vars.font.heading)]: tokens.font.heading.replace(
    /^'Inter Variable'/,
    "'Inter Optional'",
  ),
} as CSSProperties;

export interface ChromeProps {
  messages: Messages;
  locale: Locale;
  /** This page's path in each language. */
  paths: Record<Locale, string>;
  children: ReactNode;
}

/** This site's header and footer around a page. */
export function Chrome(props: ChromeProps) {
  return (
    <div style={FONT_STYLE}>
      <SiteChrome site="ebook" appUrl={config.appUrl} year={BUILD_YEAR} {...props} />
    </div>
  );
}
