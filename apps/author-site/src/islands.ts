import type { IslandRegistry } from '@landing/ui/hydrate';

/**
 * Every island this site hydrates, by name (the names `AuthorLanding` renders). Each loader is its
 * own chunk, so a page downloads only the islands it contains. Server markup names islands with the
 * same keys (`IslandName`).
 */
export const islands = {
  LiveDemoCard: () => import('@landing/ui/components/LiveDemoCard').then((m) => m.LiveDemoCard),
  LiveMarketplaceStrip: () =>
    import('@landing/ui/live/LiveMarketplaceStrip').then((m) => m.LiveMarketplaceStrip),
  LiveBundleCard: () => import('@landing/ui/live/LiveBundleCard').then((m) => m.LiveBundleCard),
  Accordion: () => import('@landing/ui/components/Accordion').then((m) => m.Accordion),
} satisfies IslandRegistry;

export type IslandName = keyof typeof islands;
