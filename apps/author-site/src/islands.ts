import type { IslandRegistry } from '@landing/ui/hydrate';

/**
 * Every island this site hydrates, by name. Each loader is its own chunk, so a page downloads only
 * the islands it contains. Server markup names islands with the same keys (`IslandName`).
 */
export const islands = {
  LiveMarketplaceStrip: () =>
    import('@landing/ui/components/MarketplaceStrip').then((m) => m.LiveMarketplaceStrip),
} satisfies IslandRegistry;

export type IslandName = keyof typeof islands;
