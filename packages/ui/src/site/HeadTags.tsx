export interface HeadTagsProps {
  /** ≤ 60 characters. */
  title: string;
  /** ≤ 155 characters. */
  description: string;
  /** Absolute canonical URL of this page. */
  canonical: string;
  /** Absolute URLs of this page in each language, plus `x-default`. */
  alternates: Array<{ hreflang: string; href: string }>;
  /** BCP 47 locale for Open Graph, e.g. `en_US`. */
  ogLocale: string;
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
  siteName,
  noindex = false,
}: HeadTagsProps) {
  return (
    <>
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
      <meta name="twitter:card" content="summary" />
      <meta name="theme-color" content="#5b21b6" />
    </>
  );
}
