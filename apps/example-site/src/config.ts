import { readSiteConfig, siteEnvOfBuild } from '@landing/site-config';
import { site } from '../site';

/**
 * This site's configuration (README, "Configuration"). Without `VITE_SITE_URL` its origin is where
 * `npm start` serves it (`site.localOrigin`, ../site.ts).
 */
export const config = readSiteConfig(siteEnvOfBuild(), { siteUrl: site.localOrigin });
