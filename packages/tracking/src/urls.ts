import { appLangParams } from '@landing/content/locale-table';
import { cleanValue } from './clean.js';
import { TRACKING_FIELDS, type TrackingRecord, UTM_KEYS } from './record.js';

/** Names an extra registration parameter may take, e.g. `topic` for a tool hand-off. */
export const PARAM_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

// Actions are tokens such as `register`, `cover_use_template_3`, `tool_ebookIdeas` or
// `audience_aspiring-authors`; anything else falls back to the default.
const ACTION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const DEFAULT_ACTION = 'register';
const MAX_PARAMS = 20;
const RESERVED = new Set(['source', 'action']);
const UTM_KEY_SET = new Set<string>(UTM_KEYS);

const SOURCE = 'homepage';

/**
 * The longest registration address a link or form hands off with. Five campaign values of 200
 * characters in a non-Latin script, each character nine once encoded, made a 10,342-character
 * address, over the 8 KB request line nginx accepts by default and the 2,048 characters some
 * proxies and analytics tools keep: that visitor could not sign up. 2,000 fits them all.
 */
export const MAX_REGISTRATION_URL_LENGTH = 2000;

const encodedLength = (entry: [string, string]) => new URLSearchParams([entry]).toString().length;

/**
 * The entries of `optional` a registration address to `base` keeps beside `fixed` (source,
 * action, the language and a form's own fields, always sent) within
 * {@link MAX_REGISTRATION_URL_LENGTH}: the longest values are dropped first, so the most fields
 * arrive. In their given order.
 */
export function fitRegistrationQuery(
  base: string,
  fixed: readonly [string, string][],
  optional: readonly [string, string][],
): [string, string][] {
  // `?` and one `&` between entries: one character each.
  let length = base.length;
  for (const entry of [...fixed, ...optional]) length += encodedLength(entry) + 1;
  const dropped = new Set<[string, string]>();
  for (const entry of [...optional].sort((a, b) => encodedLength(b) - encodedLength(a))) {
    if (length <= MAX_REGISTRATION_URL_LENGTH) break;
    dropped.add(entry);
    length -= encodedLength(entry) + 1;
  }
  return optional.filter((entry) => !dropped.has(entry));
}

/** The action cleaned, or the default when it is not a valid token. */
function actionOrDefault(action: unknown): string {
  const clean = cleanValue(action);
  return clean !== undefined && ACTION_PATTERN.test(clean) ? clean : DEFAULT_ACTION;
}

/** Input of {@link buildRegistrationUrl}. */
export interface RegistrationUrlInput {
  /** The app host, e.g. `https://app.example.com` (an optional path prefix is kept). */
  appUrl: string;
  /** The captured tracking record; only its allowlisted fields pass. */
  tracking?: TrackingRecord | null;
  /** What the visitor came to do; the app reads it as `action`. @default 'register' */
  action?: string;
  /** Extra parameters; keys must match {@link PARAM_KEY_PATTERN}, `source`/`action` are ignored. */
  params?: Record<string, string>;
  /**
   * The language of the page the link is on. When given it alone decides `lang`: `'es'` hands off
   * with `lang=es`, any other language with none (a `lang` in `params` is dropped). When absent, a
   * `lang` in `params` passes like any other parameter, so a rebuilt link keeps its own.
   */
  locale?: string;
}

/**
 * The parameters that tell the app the page's language (docs/PRODUCT.md §2.7): `lang=es` from a
 * Spanish page, nothing from an English one, which the app treats as its default. The one place
 * the sites decide it, for links ({@link buildRegistrationUrl}) and forms
 * ({@link registrationFormFields}) alike.
 */
export function languageParams(locale: string | undefined): Record<string, string> {
  return appLangParams(locale);
}

/**
 * A page of the configured app host (`{origin}{path prefix}/{page}`). Throws a `TypeError` when
 * `appUrl` is not an absolute http(s) URL: that is a configuration mistake and should fail the
 * build, not send visitors elsewhere.
 */
function appPage(appUrl: string, page: string): URL {
  let base: URL;
  try {
    base = new URL(appUrl);
  } catch {
    throw new TypeError(`appUrl must be an absolute http(s) URL, got ${JSON.stringify(appUrl)}`);
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new TypeError(`appUrl must be an absolute http(s) URL, got ${JSON.stringify(appUrl)}`);
  }
  // Rebuilt from the origin so credentials, query and hash of appUrl never leak into the link, and
  // assigned as a pathname so a prefix like `//evil.example` cannot become a host.
  const url = new URL(base.origin);
  url.pathname = `${base.pathname.replace(/\/+$/, '')}/${page}`;
  return url;
}

/**
 * The registration page on the configured app host (`{origin}{path prefix}/register`). Throws a
 * `TypeError` when `appUrl` is not an absolute http(s) URL (see `appPage`).
 */
export function registrationBase(appUrl: string): URL {
  return appPage(appUrl, 'register');
}

/** Input of {@link buildLoginUrl}. */
export interface LoginUrlInput {
  /** The app host, e.g. `https://app.example.com` (an optional path prefix is kept). */
  appUrl: string;
  /** The page's language; `'es'` adds `lang=es` (see {@link languageParams}). */
  locale?: string;
}

/**
 * The app's log-in page for a returning customer (docs/PRODUCT.md §2.7): `{appUrl}/login`, with
 * `lang=es` from a Spanish page and nothing else. It is no registration hand-off: no `source`,
 * `action` or tracking fields, and the header opens it in the same tab. Throws only for an
 * invalid `appUrl`, like {@link registrationBase}.
 */
export function buildLoginUrl({ appUrl, locale }: LoginUrlInput): string {
  const url = appPage(appUrl, 'login');
  url.search = new URLSearchParams(languageParams(locale)).toString();
  return url.href;
}

/**
 * Builds the registration hand-off URL of docs/PRODUCT.md §7.8: the allowlisted tracking fields present,
 * then `lang=es` for a Spanish `locale`, then the filtered `params`, then `source=homepage` and
 * `action`, always last and never overridable. Output is always on `appUrl`'s origin and path, and
 * never longer than {@link MAX_REGISTRATION_URL_LENGTH} (the longest other values give way). When
 * `params` carry a UTM key the link has its own campaign, so captured UTM fields are left out and
 * two campaigns never mix (referrer and landing page still pass). Values are cleaned and capped like captured ones. Throws only for an
 * invalid `appUrl` (see {@link registrationBase}).
 */
export function buildRegistrationUrl({
  appUrl,
  tracking,
  action = DEFAULT_ACTION,
  params,
  locale,
}: RegistrationUrlInput): string {
  const url = registrationBase(appUrl);
  const query = new Map<string, string>();

  const extra: [string, string][] = Object.entries(languageParams(locale));
  if (typeof params === 'object' && params !== null) {
    for (const [key, raw] of Object.entries(params)) {
      if (locale !== undefined && key === 'lang') continue;
      if (extra.length >= MAX_PARAMS) break;
      const value = cleanValue(raw);
      if (PARAM_KEY_PATTERN.test(key) && !RESERVED.has(key) && value !== undefined) {
        extra.push([key, value]);
      }
    }
  }
  const ownCampaign = extra.some(([key]) => UTM_KEY_SET.has(key));

  if (typeof tracking === 'object' && tracking !== null) {
    for (const key of TRACKING_FIELDS) {
      if (ownCampaign && UTM_KEY_SET.has(key)) continue;
      const value = cleanValue(tracking[key]);
      if (value !== undefined) query.set(key, value);
    }
  }
  for (const [key, value] of extra) query.set(key, value);

  query.set('source', SOURCE);
  query.set('action', actionOrDefault(action));
  // Too long an address is refused by servers: the longest captured or extra values give way.
  const always = new Set(['source', 'action', ...Object.keys(languageParams(locale))]);
  const entries = [...query];
  const kept = new Set(
    fitRegistrationQuery(
      url.href,
      entries.filter(([key]) => always.has(key)),
      entries.filter(([key]) => !always.has(key)),
    ),
  );
  url.search = new URLSearchParams(
    entries.filter((entry) => always.has(entry[0]) || kept.has(entry)),
  ).toString();
  return url.href;
}

/** Input of {@link buildPublishUrl}. */
export interface PublishUrlInput {
  /** The app host. */
  appUrl: string;
  /** Page language; `'es'` adds `lang=es`. */
  locale?: string;
}

/**
 * The publish feature's "Publish Your Book" link (docs/PRODUCT.md §2.7): `lang=es` for Spanish
 * plus `utm_source=homepage`, `utm_medium=publish_feature`, `utm_campaign=cta`.
 */
export function buildPublishUrl({ appUrl, locale }: PublishUrlInput): string {
  // It also carries source=homepage and action=register: every hand-off from these sites goes through
  // one builder, so the app can attribute all of them the same way and nothing can drop or override
  // those two. Its own UTM set means captured UTM fields are not merged when the click handler
  // rebuilds it; the captured referrer and landing page are.
  return buildRegistrationUrl({
    appUrl,
    locale,
    params: {
      utm_source: 'homepage',
      utm_medium: 'publish_feature',
      utm_campaign: 'cta',
    },
  });
}

/** Number of cover templates (docs/PRODUCT.md §9.9). */
export const COVER_TEMPLATE_COUNT = 20;

/** Input of {@link buildCoverTemplateUrl}. */
export interface CoverTemplateUrlInput {
  /** The app host. */
  appUrl: string;
  /** The captured tracking record. */
  tracking?: TrackingRecord | null;
  /** The chosen template, 1-20; absent or out of range means "view all templates". */
  templateId?: number;
  /** The page's language; `'es'` adds `lang=es`. */
  locale?: string;
}

/**
 * The cover gallery's hand-off (docs/PRODUCT.md §2.7): `action=cover_use_template_{id}` for a template
 * id 1-20, otherwise `action=view_all_templates`.
 */
export function buildCoverTemplateUrl({
  appUrl,
  tracking,
  templateId,
  locale,
}: CoverTemplateUrlInput): string {
  const valid =
    typeof templateId === 'number' &&
    Number.isInteger(templateId) &&
    templateId >= 1 &&
    templateId <= COVER_TEMPLATE_COUNT;
  return buildRegistrationUrl({
    appUrl,
    tracking,
    locale,
    action: valid ? `cover_use_template_${templateId}` : 'view_all_templates',
  });
}

/** Input of {@link registrationFormFields}. */
export interface RegistrationFormFieldsInput {
  /** What the visitor came to do, e.g. `tool_ebookIdeas`. @default 'register' */
  action?: string;
  /** The page's language; `'es'` adds `lang=es`. */
  locale?: string;
}

/**
 * The hidden fields of a registration form (a GET form to {@link registrationBase}, docs/PRODUCT.md
 * §7.8), as name/value pairs in order: `lang` for a Spanish page, `source=homepage` and the
 * `action` (cleaned like a link's; an invalid one falls back to `register`). The form's own inputs
 * follow them; the submit handler adds the captured fields.
 */
export function registrationFormFields({
  action,
  locale,
}: RegistrationFormFieldsInput = {}): [string, string][] {
  return [
    ...Object.entries(languageParams(locale)),
    ['source', SOURCE],
    ['action', actionOrDefault(action)],
  ];
}
