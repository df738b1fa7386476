import type { IslandRegistryFor } from '@landing/site-kit/hydrate';
import type { AccordionProps } from '@landing/ui/components/Accordion';

/** The islands this site's page renders, with their props (`HomeIsland` renders them). */
export type SiteIslands = { Accordion: AccordionProps };

/** The one island of this site: the FAQ. */
export const islands = {
  Accordion: () => import('@landing/ui/components/Accordion').then((m) => m.Accordion),
} satisfies IslandRegistryFor<SiteIslands>;
