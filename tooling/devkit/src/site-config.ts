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
}

/** The env variables a site reads (all optional; Vite exposes only `VITE_`-prefixed ones). */
export type SiteEnv = Readonly<Partial<Record<(typeof SITE_ENV_NAMES)[number], string>>>;

/** Every variable `readSiteConfig` reads, in the order the README's table lists them. */
export const SITE_ENV_NAMES = [
  'VITE_SITE_URL',
  'VITE_APP_URL',
  'VITE_MARKETPLACE_URL',
  'VITE_API_BASE_URL',
  'VITE_COVER_BASE_URL',
  'VITE_IMAGE_BASE_URL',
  'VITE_GTM_ID',
] as const;

/** What differs between sites: where each one is served when nothing is configured. */
export interface SiteConfigDefaults {
  /** The site's own origin under `npm start`, e.g. `http://localhost:4174`. */
  siteUrl: string;
}

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
  };
}

/** A container id as Tag Manager writes it (`GTM-` and 4-12 capitals or digits). */
const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * The tag manager id, or undefined when unset or blank. A malformed one fails the build: a
 * marketer who set it expects tags to run, and a typo must not ship silently.
 */
function tagManagerId(value: string | undefined): string | undefined {
  const id = value?.trim().toUpperCase();
  if (!id) return undefined;
  if (!TAG_MANAGER_ID.test(id)) {
    throw new Error(`VITE_GTM_ID must look like GTM-XXXXXXX (got "${value}")`);
  }
  return id;
}
