import type { EbookIslands } from '@landing/sections';
import { domIsland, type IslandRegistryFor } from '@landing/site-kit/hydrate';

/**
 * Every island this site hydrates, by name: the ebook sections' catalogue (`EbookIslands`), one
 * loader each, checked by `tsc`. Each loader is its own chunk, so a page downloads only the islands
 * it contains.
 */
export const islands = {
  // DOM islands: their markup is React's server render, their client side plain DOM, so the first
  // screen loads no React (docs/ARCHITECTURE.md "Islands and hydration").
  HeroModeToggle: domIsland(() =>
    import('@landing/ui/behaviours/heroMode').then((m) => m.heroModeIsland),
  ),
  LiveMarketplaceStrip: () =>
    import('@landing/site-kit/live/LiveMarketplaceStrip').then((m) => m.LiveMarketplaceStrip),
  // The have-book block is the author landing composition (AuthorLanding): its three islands.
  LiveDemoCard: domIsland(() =>
    import('@landing/ui/behaviours/liveDemo').then((m) => m.liveDemoIsland),
  ),
  LiveBundleCard: () =>
    import('@landing/site-kit/live/LiveBundleCard').then((m) => m.LiveBundleCard),
  DemoVideoDialog: () => import('@landing/ui/components/Dialog').then((m) => m.DemoVideoDialog),
  VoiceToBookAnimation: () =>
    import('@landing/ui/components/VoiceToBookAnimation').then((m) => m.VoiceToBookAnimation),
  // The gallery: carousel and preview dialog, with the descriptions loaded as a visitor reaches in.
  CoverGallery: domIsland(() =>
    import('@landing/sections/ebook/GalleryBehaviour').then((m) => m.coverGalleryIsland),
  ),
  Rotator: () => import('@landing/ui/components/Rotator').then((m) => m.Rotator),
  ParticleBackground: () =>
    import('@landing/ui/components/ParticleBackground').then((m) => m.ParticleBackground),
} satisfies IslandRegistryFor<EbookIslands>;
