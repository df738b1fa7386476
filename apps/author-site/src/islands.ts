import type { AuthorIslands } from '@landing/sections';
import { domIsland, type IslandRegistryFor } from '@landing/site-kit/hydrate';

/**
 * Every island this site hydrates, by name: the author sections' catalogue (`AuthorIslands`), one
 * loader each, checked by `tsc`. Each loader is its own chunk, so a page downloads only the islands
 * it contains.
 */
export const islands = {
  // A DOM island: React's server render, a plain DOM timer in the browser, so the first screen
  // loads no React (docs/ARCHITECTURE.md "Islands and hydration").
  LiveDemoCard: domIsland(() =>
    import('@landing/ui/behaviours/liveDemo').then((m) => m.liveDemoIsland),
  ),
  LiveMarketplaceStrip: () =>
    import('@landing/site-kit/live/LiveMarketplaceStrip').then((m) => m.LiveMarketplaceStrip),
  LiveBundleCard: () =>
    import('@landing/site-kit/live/LiveBundleCard').then((m) => m.LiveBundleCard),
} satisfies IslandRegistryFor<AuthorIslands>;
