import { readSiteConfig, siteEnvOfBuild } from '@landing/site-config';

/** This site's configuration (README, "Configuration"); `npm start` serves it on :4174. */
export const config = readSiteConfig(siteEnvOfBuild(), { siteUrl: 'http://localhost:4174' });
