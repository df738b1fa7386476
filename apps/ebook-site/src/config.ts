import {
  readReviewSources,
  readSiteConfig,
  reviewEnvOfBuild,
  siteEnvOfBuild,
} from '@landing/site-config';

/**
 * This site's configuration (README, "Configuration"). Without `VITE_SITE_URL` its origin is where
 * `npm start` serves it: `site.localOrigin` (../site.ts), which its Vite configuration defines, so
 * the browser bundle carries that one string and not the whole definition.
 */
export const config = readSiteConfig(siteEnvOfBuild(), {
  siteUrl: import.meta.env.LANDING_LOCAL_ORIGIN,
});

/**
 * Where the testimonials come from (`VITE_REVIEWS_URL`, `VITE_REVIEW_SITES`): the listing "Read
 * more reviews" opens and the two review sites' names. Read here, beside the shared `config`
 * rather than in it: only this site shows reviews, and `SiteConfig` is what every site has (the
 * author and example sites would carry two values they never use). `problems` lists the values
 * that were set aside; the server entry prints them once, at build. Only the pages use it: the
 * call is pure (marked so), and the client bundle, which imports `config`, leaves it out.
 */
export const reviewSources = /* @__PURE__ */ readReviewSources(reviewEnvOfBuild());
