import type { SiteEnv } from '@landing/site-config';
import { portFromEnv } from './lifecycle.js';
import { productSites } from './sites.js';

/**
 * The local servers `npm start` runs, the variable that moves each one, and its port when unset
 * (README.md "The two commands"): the stub marketplace, and each site on the port its definition
 * gives (`apps/<name>/site.ts`) for each product site.
 */
interface LocalPort {
  variable: string;
  port: number;
}

export const LOCAL_SERVERS: { readonly stub: LocalPort } & Readonly<
  Record<string, LocalPort | undefined>
> = {
  stub: { variable: 'STUB_PORT', port: 4010 },
  ...Object.fromEntries(
    (await productSites()).map((site) => [
      site.id,
      { variable: site.portVariable, port: site.ports.start },
    ]),
  ),
};
export type LocalServer = string;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The host name the pages use for the local servers: `HOST` when it names one machine, else
 * `localhost` (unset, loopback, or a wildcard such as `0.0.0.0`, which no browser can open).
 */
export function localHostName(env: Env = process.env): string {
  const host = env.HOST?.trim();
  if (!host || ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host)) {
    return 'localhost';
  }
  return host.includes(':') ? `[${host}]` : host;
}

/** A local server's origin, e.g. `http://localhost:4010`, moved by its port variable and `HOST`. */
export function localOrigin(server: LocalServer, env: Env = process.env): string {
  const known = LOCAL_SERVERS[server];
  if (!known) throw new Error(`no local server named ${server}`);
  const { variable, port } = known;
  return `http://${localHostName(env)}:${portFromEnv(variable, port, env)}`;
}

/**
 * The site variables a local build fills in where they are unset, so the embedded default points
 * at the servers `npm start` runs on the ports it runs them on: the site's own origin (for the
 * two sites `npm start` serves) and the stub marketplace, which stands in for the app, the
 * marketplace, the API, the cover store, the image proxy and the review listing. With no port
 * variable set these are exactly `readSiteConfig`'s defaults (site-config.ts).
 */
export function localSiteEnv(site: string, env: Env = process.env): SiteEnv {
  const stub = localOrigin('stub', env);
  const filled: Record<string, string> = {
    VITE_APP_URL: stub,
    VITE_MARKETPLACE_URL: stub,
    VITE_API_BASE_URL: stub,
    VITE_COVER_BASE_URL: `${stub}/covers/`,
    VITE_IMAGE_BASE_URL: `${stub}/images`,
    VITE_REVIEWS_URL: `${stub}/reviews`,
  };
  if (site in LOCAL_SERVERS && site !== 'stub') filled.VITE_SITE_URL = localOrigin(site, env);
  return Object.fromEntries(Object.entries(filled).filter(([name]) => !env[name]?.trim()));
}
