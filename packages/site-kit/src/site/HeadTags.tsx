import { tokens } from '@landing/ui/theme';

/** The browser's toolbar colour and the manifests' `theme_color`: the brand. */
export const THEME_COLOR = tokens.color.brand;

export interface HeadTagsProps {
  /** ≤ 60 characters. */
  title: string;
  /** ≤ 155 characters. */
  description: string;
  /** Absolute canonical URL of this page. */
  canonical: string;
  /** Absolute URLs of this page in each language, plus `x-default`. */
  alternates: Array<{ hreflang: string; href: string }>;
  /** Open Graph locale of this page, e.g. `en_US`. */
  ogLocale: string;
  /** Open Graph locales of the page's other languages. */
  ogLocaleAlternates: string[];
  /** The page's share image (1200×630 PNG drawn at build). */
  image: { url: string; alt: string; width: number; height: number };
  /** The page's JSON-LD graph, already serialized (`jsonLdScript`). */
  jsonLd: string;
  /** The page's web app manifest, e.g. `/es/manifest.json`. */
  manifest: string;
  /**
   * Origins the page's scripts or images reach early (the marketplace API, the covers): the
   * browser opens the connection while it parses. `cors` for `fetch` calls, plain for images.
   */
  preconnect?: Array<{ href: string; cors: boolean }>;
  /** The brand, for `og:site_name`. */
  siteName: string;
  /** Keep the page out of search results (the 404 page). @default false */
  noindex?: boolean;
}

/**
 * Everything a page needs in `<head>` for search engines and link previews. Rendered to static
 * markup by the prerender step, never hydrated.
 */
export function HeadTags({
  title,
  description,
  canonical,
  alternates,
  ogLocale,
  ogLocaleAlternates,
  image,
  jsonLd,
  manifest,
  preconnect = [],
  siteName,
  noindex = false,
}: HeadTagsProps) {
  return (
    <>
      {preconnect.map((origin) => (
        <link
          key={`${origin.href} ${origin.cors}`}
          rel="preconnect"
          href={origin.href}
          crossOrigin={origin.cors ? 'anonymous' : undefined}
        />
      ))}
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          {alternates.map((a) => (
            <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
          ))}
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocale} />
      {ogLocaleAlternates.map((alternate) => (
        <meta key={alternate} property="og:locale:alternate" content={alternate} />
      ))}
      <meta property="og:image" content={image.url} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href={manifest} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serialized by jsonLdScript, which escapes `<`.
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
    </>
  );
}
