import { readSiteConfig } from '@landing/site-config';

/** This site's configuration (README, "Configuration"); `npm start` serves it on :4174. */
export const config = readSiteConfig(import.meta.env, { siteUrl: 'http://localhost:4174' });
