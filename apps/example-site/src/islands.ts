import type { IslandRegistryFor } from '@landing/site-kit/hydrate';

/**
 * The islands this site's page renders, with their props: none yet, since its FAQ is plain HTML
 * (`<details>`, no script). An island added here is rendered with `islandsOf<SiteIslands>()`
 * (`@landing/site-kit/islands`) and loaded by a dynamic import below (docs/CONTRIBUTING.md).
 */
export type SiteIslands = Record<never, never>;

/** The loaders of `SiteIslands`, one per name, checked by `tsc`. */
export const islands = {} satisfies IslandRegistryFor<SiteIslands>;
