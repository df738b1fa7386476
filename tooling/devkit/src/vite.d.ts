import type { UserConfig } from 'vite';

export interface SiteViteOptions {
  /** The port of the site's `pnpm dev` server; `PORT` overrides it. */
  devPort: number;
}

/**
 * The Vite configuration every site builds with: React, one chunk per island, no manifest in the
 * published folder, and a
 * server bundle that carries our packages inside it so the prerender step imports one file.
 * An app's `vite.config.ts` passes only its own dev port.
 */
export declare function defineSiteViteConfig(options: SiteViteOptions): UserConfig;
