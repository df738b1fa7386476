import type { ViteUserConfig } from 'vitest/config';

/**
 * The Vitest configuration of every site: one `unit` project (the name `npm test` runs) of the
 * tests beside the app's source, in Node, since pages render on the server only.
 */
export declare function defineSiteVitestConfig(options: {
  /** `site.localOrigin`, defined as in the site's Vite configuration (vite.d.ts). */
  localOrigin: string;
}): ViteUserConfig;
