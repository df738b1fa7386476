import type { IslandRegistry } from '@landing/ui/hydrate';

/**
 * Every island this site hydrates, by name. Each loader is its own chunk, so a page downloads only
 * the islands it contains. Server markup names islands with the same keys (`IslandName`).
 */
export const islands = {
  HeroModeToggle: () =>
    import('@landing/ui/components/HeroModeToggle').then((m) => m.HeroModeToggle),
} satisfies IslandRegistry;

export type IslandName = keyof typeof islands;
