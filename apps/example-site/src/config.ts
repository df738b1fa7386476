import { readSiteConfig } from '@landing/site-config';

/** This site's configuration (README, "Configuration"); it is served on :4175 when served alone. */
export const config = readSiteConfig(import.meta.env, { siteUrl: 'http://localhost:4175' });
