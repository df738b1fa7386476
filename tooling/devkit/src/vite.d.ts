import type { UserConfig } from 'vite';

export interface SiteViteOptions {
  /** The port of the site's `pnpm dev` server; `PORT` overrides it. */
  devPort: number;
  /**
   * Where `npm start` serves the site (`site.localOrigin`): `import.meta.env.LANDING_LOCAL_ORIGIN`,
   * the default of its configuration's `siteUrl`.
   */
  localOrigin: string;
}

/**
 * The Vite configuration every site builds with: React, one chunk per island, no manifest in the
 * published folder, and a
 * server bundle that carries our packages inside it so the prerender step imports one file.
 * An app's `vite.config.ts` passes its dev port and local origin, from its definition.
 */
export declare function defineSiteViteConfig(options: SiteViteOptions): UserConfig;
