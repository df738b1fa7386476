/**
 * Every cookie and storage entry the sites, or a service they load, can leave in a visitor's
 * browser (docs/PRODUCT.md §2.8, cookie policy). One typed list, read by the cookie policy (its
 * table, in both languages, with each row's words in the locale's `legal.cookieTable`) and by the
 * consent code (`@landing/tracking`: withdrawing a purpose deletes that purpose's first-party
 * cookies), so the policy cannot drift from what the code does.
 *
 * Names and lifetimes are the services' documented defaults: Google's "Google Analytics cookie
 * usage on websites" and "How Google uses cookies" pages, YouTube's privacy-enhanced mode notes and
 * Vimeo's cookie policy. A tag a marketer adds to the container that sets something else belongs
 * here too, before it is published.
 *
 * Not listed: `FPID`, Google's first-party ID, which only a server-side tagging container serving
 * the site's own domain sets. These sites load Tag Manager in the page and run no such container;
 * and as an HttpOnly cookie, no page script could delete it on withdrawal. A team that adds
 * server-side tagging adds it here, and its deletion to that server (docs/ARCHITECTURE.md
 * "Consent and analytics").
 */

/**
 * The version of the cookie policy a visitor's choice is given under, kept with the choice
 * (`@landing/tracking`): raise it when a vendor, a purpose or a cookie of {@link COOKIES} changes,
 * and every visitor is asked again. `cookies.test.ts` holds the list's fingerprint for this version,
 * so a change to the list without a new version fails.
 */
export const CONSENT_POLICY_VERSION = 3;

/** Why an entry exists, and so what a visitor must allow before it may be set. */
export type CookiePurpose =
  /** The site needs it to work or to remember a choice the visitor made; no consent asked. */
  | 'necessary'
  /** Measurement (Consent Mode's `analytics_storage`): only after analytics is accepted. */
  | 'analytics'
  /** Advertising (`ad_storage`, `ad_user_data`, `ad_personalization`): only after marketing is accepted. */
  | 'marketing'
  /** A video player's own: set only once the visitor opens a demo video, by its host. */
  | 'video';

/** Who sets the entry and answers for it. */
export type CookieOwner = 'site' | 'google' | 'youtube' | 'vimeo';

/** Where the entry lives. */
export type CookieKind = 'cookie' | 'localStorage' | 'sessionStorage';

/**
 * How long an entry lasts: a number of days (or minutes, for the short-lived ones), the browser
 * session, or until the visitor clears it.
 */
export type CookieDuration = { days: number } | { minutes: number } | 'session' | 'untilCleared';

export interface CookieEntry {
  /** Stable key for the row's words in each locale's `legal.cookieTable.rows`. */
  readonly id: string;
  /** The name as the browser shows it; a trailing `*` stands for any ending (`_ga_*`). */
  readonly name: string;
  readonly kind: CookieKind;
  readonly owner: CookieOwner;
  /**
   * The domain it is stored under: `site` is the site's own (for Google's first-party cookies,
   * the site's domain or its parent), any other value the third party's.
   */
  readonly domain: 'site' | string;
  readonly purpose: CookiePurpose;
  readonly duration: CookieDuration;
}

/** The list, in the order the cookie policy shows it. */
export const COOKIES = [
  // The sites' own entries: web storage, never sent to a server.
  {
    id: 'consent',
    name: 'landing_consent',
    kind: 'localStorage',
    owner: 'site',
    domain: 'site',
    purpose: 'necessary',
    duration: { days: 182 },
  },
  {
    id: 'languageNotice',
    name: 'landing_language_notice',
    kind: 'localStorage',
    owner: 'site',
    domain: 'site',
    purpose: 'necessary',
    duration: 'untilCleared',
  },
  {
    id: 'tracking',
    name: 'landing_tracking',
    kind: 'sessionStorage',
    owner: 'site',
    domain: 'site',
    purpose: 'analytics',
    duration: 'session',
  },
  // Google Analytics 4, through Tag Manager (which sets no cookie of its own).
  {
    id: 'ga',
    name: '_ga',
    kind: 'cookie',
    owner: 'google',
    domain: 'site',
    purpose: 'analytics',
    duration: { days: 730 },
  },
  {
    id: 'gaSession',
    name: '_ga_*',
    kind: 'cookie',
    owner: 'google',
    domain: 'site',
    purpose: 'analytics',
    duration: { days: 730 },
  },
  // Google Ads conversion measurement (the conversion linker's first-party cookies) and its
  // third-party cookies on doubleclick.net.
  {
    id: 'gcl',
    name: '_gcl_*',
    kind: 'cookie',
    owner: 'google',
    domain: 'site',
    purpose: 'marketing',
    duration: { days: 90 },
  },
  // Campaign details Google Analytics keeps for Google Ads once the two accounts are linked.
  {
    id: 'gac',
    name: '_gac_*',
    kind: 'cookie',
    owner: 'google',
    domain: 'site',
    purpose: 'marketing',
    duration: { days: 90 },
  },
  {
    id: 'ide',
    name: 'IDE',
    kind: 'cookie',
    owner: 'google',
    domain: 'doubleclick.net',
    purpose: 'marketing',
    duration: { days: 390 },
  },
  {
    id: 'testCookie',
    name: 'test_cookie',
    kind: 'cookie',
    owner: 'google',
    domain: 'doubleclick.net',
    purpose: 'marketing',
    duration: { minutes: 15 },
  },
  // The English demo video: YouTube's privacy-enhanced player, once opened.
  {
    id: 'youtubeVisitor',
    name: 'VISITOR_INFO1_LIVE',
    kind: 'cookie',
    owner: 'youtube',
    domain: 'youtube.com',
    purpose: 'video',
    duration: { days: 180 },
  },
  {
    id: 'youtubeSession',
    name: 'YSC',
    kind: 'cookie',
    owner: 'youtube',
    domain: 'youtube.com',
    purpose: 'video',
    duration: 'session',
  },
  {
    id: 'youtubePlayer',
    name: 'yt-remote-*',
    kind: 'localStorage',
    owner: 'youtube',
    domain: 'youtube-nocookie.com',
    purpose: 'video',
    duration: 'untilCleared',
  },
  // The Spanish demo video: Vimeo's player with do-not-track on, once opened.
  {
    id: 'vimeoBot',
    name: '__cf_bm',
    kind: 'cookie',
    owner: 'vimeo',
    domain: 'vimeo.com',
    purpose: 'video',
    duration: { minutes: 30 },
  },
  {
    id: 'vimeoLoad',
    name: '_cfuvid',
    kind: 'cookie',
    owner: 'vimeo',
    domain: 'vimeo.com',
    purpose: 'video',
    duration: 'session',
  },
] as const satisfies readonly CookieEntry[];

/** A row's key. */
export type CookieId = (typeof COOKIES)[number]['id'];
