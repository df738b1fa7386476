import { type Locale, type Messages, type RouteKey, type SiteId, seoFor } from '@landing/content';
import { TEXT_FACE, tokens } from '@landing/ui/theme';

/** The size every link preview asks for (Open Graph's recommended 1.91:1). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What one page's card says. */
export interface ShareCardContent {
  /** The page's title without the brand (the card shows the brand on its own line). */
  title: string;
  /** The page's meta description. */
  description: string;
  /** The brand, e.g. `Inkwell AI`. */
  brand: string;
  /** The host the link points at, e.g. `inkwell.example`. */
  host: string;
  locale: Locale;
}

/**
 * The card of a page, from the same SEO copy as its `<title>` and description, so the preview of a
 * shared link says what the page says. Title parts that only repeat the brand (`… – Inkwell AI`,
 * `… – Inkwell AI para autores`) are dropped: the card prints the brand itself.
 */
export function shareCardContent(
  messages: Messages,
  site: SiteId,
  routeKey: RouteKey,
  locale: Locale,
  siteUrl: string,
): ShareCardContent {
  const seo = seoFor(messages, site, routeKey);
  const brand = messages.common.brand;
  const parts = seo.title.split(/\s+[–|-]\s+/).filter((part) => !part.includes(brand));
  return {
    title: parts.length > 0 ? parts.join(' – ') : seo.title,
    description: seo.description,
    brand,
    host: new URL(siteUrl).host,
    locale,
  };
}

const { color, palette } = tokens;

/** Two book covers leaning on each other: the product's output, in the cover templates' colours. */
function Books() {
  return (
    <svg width="224" height="300" viewBox="0 0 224 300" aria-hidden="true">
      <g transform="rotate(-8 80 160)">
        <rect x="10" y="40" width="150" height="220" rx="6" fill={palette.amber} />
        <rect x="10" y="40" width="14" height="220" fill="#000" fillOpacity="0.2" />
        <rect
          x="44"
          y="90"
          width="92"
          height="10"
          rx="5"
          fill={color.inkInverse}
          fillOpacity="0.85"
        />
        <rect
          x="44"
          y="110"
          width="64"
          height="10"
          rx="5"
          fill={color.inkInverse}
          fillOpacity="0.6"
        />
      </g>
      <g transform="rotate(6 150 150)">
        <rect x="66" y="24" width="150" height="220" rx="6" fill={color.inkInverse} />
        <rect x="66" y="24" width="14" height="220" fill={palette.violet} />
        <circle cx="148" cy="104" r="34" fill={palette.teal} />
        <rect x="98" y="166" width="96" height="10" rx="5" fill={color.ink} />
        <rect x="98" y="186" width="70" height="10" rx="5" fill={color.inkMuted} />
      </g>
    </svg>
  );
}

/**
 * A page's Open Graph image, drawn by the build (satori, then resvg: tooling/devkit/src/share.ts)
 * and shown in Storybook's "Site/Share cards". Inline styles only, in the subset satori lays out
 * (flexbox, no class names), with the theme's token values, so the browser and the build draw the
 * same card.
 */
export function ShareCard({ title, description, brand, host, locale }: ShareCardContent) {
  return (
    <div
      lang={locale}
      style={{
        width: SHARE_CARD_SIZE.width,
        height: SHARE_CARD_SIZE.height,
        display: 'flex',
        backgroundColor: color.surfaceInverse,
        backgroundImage: `linear-gradient(135deg, ${color.surfaceInverse} 0%, ${color.brandHover} 70%, ${color.brand} 100%)`,
        color: color.inkInverse,
        fontFamily: TEXT_FACE.family,
      }}
    >
      {/* Margins, not the card's padding: satori adds padding to the size, as content-box does. */}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flexGrow: 1,
          margin: '56px 80px',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <svg width="64" height="64" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill={color.inkInverse} />
            <path d="M9 8h10a4 4 0 0 1 4 4v12H13a4 4 0 0 1-4-4z" fill={color.brand} />
            <path
              d="M13 12h6M13 16h6"
              stroke={color.inkInverse}
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <div style={{ fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }}>{brand}</div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 56 }}>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 24, width: 760 }}>
            <div
              style={{
                fontSize: title.length > 40 ? 58 : 68,
                fontWeight: 800,
                lineHeight: 1.1,
                letterSpacing: -1.5,
                lineClamp: 3,
                display: 'block',
              }}
            >
              {title}
            </div>
            <div
              style={{
                fontSize: 28,
                lineHeight: 1.4,
                color: color.brandSoft,
                lineClamp: 3,
                display: 'block',
              }}
            >
              {description}
            </div>
          </div>
          <Books />
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <div
            style={{ width: 48, height: 6, borderRadius: 3, backgroundColor: color.accentSoft }}
          />
          <div style={{ fontSize: 26, fontWeight: 600, color: color.brandSoft }}>{host}</div>
        </div>
      </div>
    </div>
  );
}
