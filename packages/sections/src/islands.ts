import { islandsOf } from '@landing/site-kit/islands';
import type { LiveBundleCardProps } from '@landing/site-kit/live/LiveBundleCard';
import type { LiveMarketplaceStripProps } from '@landing/site-kit/live/LiveMarketplaceStrip';
import type { DemoVideoDialogProps } from '@landing/ui/components/Dialog';
import type { HeroModeToggleProps } from '@landing/ui/components/HeroModeToggle';
import type { LiveDemoCardProps } from '@landing/ui/components/LiveDemoCard';
import type { ParticleBackgroundProps } from '@landing/ui/components/ParticleBackground';
import type { RotatorProps } from '@landing/ui/components/Rotator';
import type { VoiceToBookAnimationProps } from '@landing/ui/components/VoiceToBookAnimation';
import type { GalleryIslandProps } from './ebook/EbookGallery/GalleryIsland';

/**
 * The islands the author landing's sections render (`author/`, `AuthorLanding`), each with its
 * props. A site that renders them registers exactly these: its registry is
 * `satisfies IslandRegistryFor<AuthorIslands>` (`@landing/site-kit/hydrate`).
 */
export type AuthorIslands = {
  LiveDemoCard: LiveDemoCardProps;
  LiveMarketplaceStrip: LiveMarketplaceStripProps;
  LiveBundleCard: LiveBundleCardProps;
};

/**
 * The islands the ebook landing and the tool page render (`ebook/`): the author landing's, which
 * its have-book mode shows, and its own.
 */
export type EbookIslands = AuthorIslands & {
  HeroModeToggle: HeroModeToggleProps;
  DemoVideoDialog: DemoVideoDialogProps;
  VoiceToBookAnimation: VoiceToBookAnimationProps;
  CoverGallery: GalleryIslandProps;
  Rotator: RotatorProps;
  ParticleBackground: ParticleBackgroundProps;
};

/** `Island` for the author sections: only their catalogue's names, with their props. */
export const AuthorIsland = islandsOf<AuthorIslands>();

/** `Island` for the ebook sections. */
export const EbookIsland = islandsOf<EbookIslands>();
