import type { IslandRegistry } from '@landing/site-kit/hydrate';

/** The one island of this site: the FAQ (the server markup names it `Accordion`). */
export const islands = {
  Accordion: () => import('@landing/ui/components/Accordion').then((m) => m.Accordion),
} satisfies IslandRegistry;
