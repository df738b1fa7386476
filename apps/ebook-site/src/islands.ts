import type { IslandRegistry } from '@landing/ui/hydrate';

/**
 * Every island this site hydrates, by name. Each loader is its own chunk, so a page downloads only
 * the islands it contains. Server markup names islands with the same keys.
 */
export const islands = {
  HeroModeToggle: () =>
    import('@landing/ui/components/HeroModeToggle').then((m) => m.HeroModeToggle),
  LiveMarketplaceStrip: () =>
    import('@landing/ui/components/MarketplaceStrip').then((m) => m.LiveMarketplaceStrip),
} satisfies IslandRegistry;
