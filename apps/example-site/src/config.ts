import { readSiteConfig, siteEnvOfBuild } from '@landing/site-config';

/**
 * This site's configuration (README, "Configuration"). Without `VITE_SITE_URL` its origin is where
 * `npm start` serves it: `site.localOrigin` (../site.ts), which its Vite configuration defines, so
 * the browser bundle carries that one string and not the whole definition.
 */
export const config = readSiteConfig(siteEnvOfBuild(), {
  siteUrl: import.meta.env.LANDING_LOCAL_ORIGIN,
});
