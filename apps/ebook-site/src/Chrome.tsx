import { tokens, vars } from '@landing/ui';
import { SiteChrome, type SiteFrameProps } from '@landing/ui/site';
import type { CSSProperties } from 'react';
import { config } from './config';

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

/** This site's header and footer around a page. */
export function Chrome(props: SiteFrameProps) {
  return (
    <div style={FONT_STYLE}>
      <SiteChrome site="ebook" appUrl={config.appUrl} {...props} />
    </div>
  );
}
