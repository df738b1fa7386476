import { COOKIES, type CookieEntry, type CookiePurpose } from '@landing/content/cookies';
import { dataLayer } from './consent-storage.js';

/** Where Google Tag Manager's container script comes from. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * What consent needs only once a visitor chooses, or a remembered grant meets a configured tag
 * manager: loaded on demand by src/consent.ts, so it stays out of every page's initial script.
 */

/**
 * Loads a Google Tag Manager container: the start event it expects, then its script, async, from
 * {@link TAG_MANAGER_ORIGIN} (the only origin the generated CSP adds for it).
 */
export function loadTagManager(id: string): void {
  const doc = (globalThis as { document?: Document }).document;
  if (!doc) return;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  doc.head.append(script);
}

/**
 * The domains a cookie of this page may be set on: none (host-only), the host, and each parent
 * down to the last two labels (`www.shop.example.com` → `www.shop.example.com`, `shop.example.com`,
 * `example.com`), where tags put their first-party cookies.
 */
export function cookieDomains(hostname: string): Array<string | undefined> {
  const labels = hostname.split('.');
  const domains: Array<string | undefined> = [undefined];
  // An IP address or a single-label host (localhost) takes host-only cookies only.
  if (labels.length < 2 || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return domains;
  for (let i = 0; i <= labels.length - 2; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

/** Whether a cookie name matches a pattern of the cookie list (`_ga_*`). */
function matches(name: string, pattern: string): boolean {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}

/**
 * Deletes what the withdrawn purposes allowed, as the cookie list
 * (packages/content/src/legal/cookies.ts) names it: the first-party cookies their tags set
 * (`_ga`, `_ga_*`, `_gcl_*`, `_gac_*`), on the host and each parent domain, and the site's own storage
 * entries. Third-party cookies (doubleclick.net, the players') are out of a page's reach; the
 * cookie policy says how to clear them. Never throws.
 */
export function deleteStorageOf(purposes: readonly CookiePurpose[]): void {
  const entries = (COOKIES as readonly CookieEntry[]).filter(
    (entry) => entry.domain === 'site' && purposes.includes(entry.purpose),
  );
  const doc = (globalThis as { document?: Document }).document;
  try {
    const names = (doc?.cookie ?? '')
      .split(';')
      .map((pair) => pair.split('=')[0]!.trim())
      .filter(Boolean);
    const domains = cookieDomains(globalThis.location?.hostname ?? '');
    for (const name of names) {
      if (!entries.some((entry) => entry.kind === 'cookie' && matches(name, entry.name))) continue;
      for (const domain of domains) {
        const expired = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
        doc!.cookie = expired;
        // A cookie set Partitioned (CHIPS) is deleted only by a Partitioned, Secure one.
        if (globalThis.location?.protocol === 'https:') {
          doc!.cookie = `${expired}; Secure; Partitioned`;
        }
      }
    }
  } catch {
    // A document without cookies (a sandboxed frame) has none to delete.
  }
  for (const entry of entries) {
    const store = entry.kind === 'localStorage' ? 'localStorage' : 'sessionStorage';
    if (entry.kind === 'cookie') continue;
    try {
      globalThis[store]?.removeItem(entry.name);
    } catch {
      // Storage that cannot be reached holds nothing to remove.
    }
  }
}
