/**
 * A site's public configuration (docs/ARCHITECTURE.md "Configuration"), read once, in one place,
 * from Vite env variables whose names deploy tools set. The embedded defaults point at the local
 * stub marketplace that `npm start` and the tests run on port 4010, so a fresh clone works with no
 * setup. Pure: the app hands in `import.meta.env`, so this also runs in Node and in tests.
 */
export interface SiteConfig {
  /** This site's absolute origin, for canonical and hreflang links. */
  siteUrl: string;
  /** The app host; registration is `{appUrl}/register`. */
  appUrl: string;
  /** The marketplace host root. */
  marketplaceUrl: string;
  /** The marketplace API base; the one data call is `{apiBaseUrl}/api/books-app/books`. */
  apiBaseUrl: string;
  /** Cover storage base; a cover is this followed by the book's file name. */
  coverBaseUrl: string;
  /** Image proxy base; images are `{imageBaseUrl}/{year}/{month}/{file}`. */
  imageBaseUrl: string;
  /**
   * A Google Tag Manager container id (`GTM-…`), or undefined: no tag manager, nothing
   * third-party loads, and the CSP stays as strict as without it. Loaded only after consent
   * (docs/ARCHITECTURE.md "Consent and analytics").
   */
  tagManagerId?: string;
  /**
   * Where security researchers report a vulnerability: the `Contact:` of
   * `/.well-known/security.txt` (RFC 9116), a `mailto:` or `https:` URI.
   */
  securityContact: string;
}

/** The env variables a site reads (all optional; Vite exposes only `VITE_`-prefixed ones). */
export type SiteEnv = Readonly<Partial<Record<(typeof SITE_ENV_NAMES)[number], string>>>;

/**
 * Every variable the readers of this module read (`readSiteConfig`, then `readReviewSources`), in
 * the order the README's table lists them.
 */
export const SITE_ENV_NAMES = [
  'VITE_SITE_URL',
  'VITE_APP_URL',
  'VITE_MARKETPLACE_URL',
  'VITE_API_BASE_URL',
  'VITE_COVER_BASE_URL',
  'VITE_IMAGE_BASE_URL',
  'VITE_GTM_ID',
  'VITE_SECURITY_CONTACT',
  'VITE_REVIEWS_URL',
  'VITE_REVIEW_SITES',
] as const;

/** `import.meta` as Vite's build sees it, typed here without Vite's own types. */
type BuildMeta = { readonly env: Readonly<Record<string, string | undefined>> };

/**
 * The site's variables as its build writes them into the code: each one read by its full name,
 * which Vite replaces with that one value. Passing `import.meta.env` whole would write every
 * `VITE_` variable of the build into the client's entry, a secret put there by mistake and the
 * review settings only the pages read included. Only code that Vite builds calls it (each app's
 * `config.ts`). The reviews' variables are {@link reviewEnvOfBuild}.
 */
export function siteEnvOfBuild(): SiteEnv {
  return {
    VITE_SITE_URL: (import.meta as unknown as BuildMeta).env.VITE_SITE_URL,
    VITE_APP_URL: (import.meta as unknown as BuildMeta).env.VITE_APP_URL,
    VITE_MARKETPLACE_URL: (import.meta as unknown as BuildMeta).env.VITE_MARKETPLACE_URL,
    VITE_API_BASE_URL: (import.meta as unknown as BuildMeta).env.VITE_API_BASE_URL,
    VITE_COVER_BASE_URL: (import.meta as unknown as BuildMeta).env.VITE_COVER_BASE_URL,
    VITE_IMAGE_BASE_URL: (import.meta as unknown as BuildMeta).env.VITE_IMAGE_BASE_URL,
    VITE_GTM_ID: (import.meta as unknown as BuildMeta).env.VITE_GTM_ID,
    VITE_SECURITY_CONTACT: (import.meta as unknown as BuildMeta).env.VITE_SECURITY_CONTACT,
  };
}

/** The review sources' variables as the build writes them (see {@link siteEnvOfBuild}). */
export function reviewEnvOfBuild(): SiteEnv {
  return {
    VITE_REVIEWS_URL: (import.meta as unknown as BuildMeta).env.VITE_REVIEWS_URL,
    VITE_REVIEW_SITES: (import.meta as unknown as BuildMeta).env.VITE_REVIEW_SITES,
  };
}

/** What differs between sites: where each one is served when nothing is configured. */
export interface SiteConfigDefaults {
  /** The site's own origin under `npm start`, e.g. `http://localhost:4174`. */
  siteUrl: string;
}

/**
 * The security contact when none is configured: a placeholder on the reserved `.example` domain,
 * like the legal contact address (packages/content/src/legal/facts.ts), to set before going live.
 */
export const DEFAULT_SECURITY_CONTACT = 'mailto:security@inkwell.example';

/** The local stub marketplace (`@landing/marketplace-client/stub`), also the stand-in app host. */
export const STUB_MARKETPLACE_URL = 'http://localhost:4010';

function read(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return (trimmed ? trimmed : fallback).replace(/\/+$/, '');
}

/**
 * A site's configuration from its env: each variable trimmed, without trailing slashes (the cover
 * base keeps exactly one, since a cover is the base followed by a file name); an unset or blank
 * variable takes its default.
 */
export function readSiteConfig(env: SiteEnv, defaults: SiteConfigDefaults): SiteConfig {
  return {
    siteUrl: read(env.VITE_SITE_URL, defaults.siteUrl),
    appUrl: read(env.VITE_APP_URL, STUB_MARKETPLACE_URL),
    marketplaceUrl: read(env.VITE_MARKETPLACE_URL, STUB_MARKETPLACE_URL),
    apiBaseUrl: read(env.VITE_API_BASE_URL, STUB_MARKETPLACE_URL),
    coverBaseUrl: `${read(env.VITE_COVER_BASE_URL, `${STUB_MARKETPLACE_URL}/covers`)}/`,
    imageBaseUrl: read(env.VITE_IMAGE_BASE_URL, `${STUB_MARKETPLACE_URL}/images`),
    tagManagerId: tagManagerId(env.VITE_GTM_ID),
    securityContact: env.VITE_SECURITY_CONTACT?.trim() || DEFAULT_SECURITY_CONTACT,
  };
}

/** A container id as Tag Manager writes it (`GTM-` and 4-12 capitals or digits). */
export const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * The tag manager id, trimmed and upper-cased, or undefined when unset or blank. Checked against
 * {@link TAG_MANAGER_ID} by the server entry, so a typo fails the build (`defineServerEntry`) while
 * the check stays out of every page's script; the browser loads only an id that matches.
 */
function tagManagerId(value: string | undefined): string | undefined {
  return value?.trim().toUpperCase() || undefined;
}

/**
 * Where the ebook landing's testimonials come from (docs/PRODUCT.md §2.2 item 7, §3.4): the
 * listing "Read more reviews" opens, and the display names of the two review sites a
 * testimonial's `source` (0 or 1) picks from.
 *
 * Not part of `SiteConfig`: that is what every site has (its origin and the hosts its pages reach,
 * from which the server entry derives the security headers), and only the ebook site shows reviews,
 * so only its `src/config.ts` calls `readReviewSources`. The reader still lives here, beside
 * `readSiteConfig`, so one module (and one test file) holds every variable a site reads, with its
 * default and its checks; apps hold no logic of their own.
 */
export interface ReviewSources {
  /** Where "Read more reviews" goes: an absolute http(s) URL, as configured (trimmed). */
  url: string;
  /** The two review sites' display names, in the order the copy's `source` indexes them. */
  sites: readonly [string, string];
}

/**
 * The embedded default: the stub marketplace's `/reviews` page, and two names that read as
 * placeholders, so nobody mistakes a build without configuration for a real listing.
 */
export const DEFAULT_REVIEW_SOURCES: ReviewSources = {
  url: `${STUB_MARKETPLACE_URL}/reviews`,
  sites: ['Review Site A', 'Review Site B'],
};

/** What `readReviewSources` read, and why it set aside a value it was given. */
export interface ReviewSourcesReading {
  sources: ReviewSources;
  /** One line per variable that was set but unusable and so took its default; empty when fine. */
  problems: string[];
}

/** Whether a value is a link a visitor can open: an absolute http(s) URL (not `javascript:`). */
function isListingUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Exactly two comma-separated names, each trimmed and not empty; otherwise undefined. */
function twoNames(value: string): readonly [string, string] | undefined {
  const names = value.split(',').map((name) => name.trim());
  const [first, second] = names;
  return names.length === 2 && first && second ? [first, second] : undefined;
}

/**
 * The review sources from a site's env: `VITE_REVIEWS_URL`, an absolute http(s) URL, and
 * `VITE_REVIEW_SITES`, exactly two comma-separated names (`Trustpilot,G2`), each trimmed. An unset
 * or blank variable takes its default quietly; a value that is set but unusable (not an http(s)
 * URL, not exactly two non-empty names) takes its default too, and says so in `problems` for the
 * build to print. Each variable falls back on its own. Pure: it neither logs nor throws.
 */
export function readReviewSources(env: SiteEnv): ReviewSourcesReading {
  const problems: string[] = [];
  const setAside = (name: string, value: string, expected: string, fallback: string) =>
    problems.push(
      `${name} is not ${expected} (${JSON.stringify(value)}); using the default, ${fallback}.`,
    );

  let { url, sites } = DEFAULT_REVIEW_SOURCES;
  const urlValue = env.VITE_REVIEWS_URL?.trim();
  if (urlValue && isListingUrl(urlValue)) url = urlValue;
  else if (urlValue) setAside('VITE_REVIEWS_URL', urlValue, 'an absolute http(s) URL', url);

  const sitesValue = env.VITE_REVIEW_SITES?.trim();
  const named = sitesValue ? twoNames(sitesValue) : undefined;
  if (named) sites = named;
  else if (sitesValue) {
    setAside('VITE_REVIEW_SITES', sitesValue, 'two comma-separated names', sites.join(','));
  }
  return { sources: { url, sites }, problems };
}
