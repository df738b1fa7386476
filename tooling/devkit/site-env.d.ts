/// <reference types="vite/client" />

// The variables every site's `import.meta.env` may carry (src/site-config.ts reads them), for the
// apps, whose tsconfig.app.json includes this file.
interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_APP_URL?: string;
  readonly VITE_MARKETPLACE_URL?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_COVER_BASE_URL?: string;
  readonly VITE_IMAGE_BASE_URL?: string;
  readonly VITE_GTM_ID?: string;
  readonly VITE_SECURITY_CONTACT?: string;
  // The ebook site's review sources (readReviewSources).
  readonly VITE_REVIEWS_URL?: string;
  readonly VITE_REVIEW_SITES?: string;
  /** The site's origin under `npm start` (`site.localOrigin`), which its Vite configuration defines. */
  readonly LANDING_LOCAL_ORIGIN: string;
}
