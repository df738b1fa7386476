import { readSiteConfig, siteEnvOfBuild } from '@landing/site-config';

/** This site's configuration (README, "Configuration"); it is served on :4175 when served alone. */
export const config = readSiteConfig(siteEnvOfBuild(), { siteUrl: 'http://localhost:4175' });
