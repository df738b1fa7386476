// Checked by `tsc` (the typecheck), never run: each `@ts-expect-error` fails the typecheck if the
// mistake below it stops being a type error. What it proves: a typed island (`islandsOf`) and a
// typed registry (`IslandRegistryFor`) catch a misspelt, renamed or missing island at build time.

import { domIsland, type IslandRegistryFor } from './hydrate';
import { islandsOf } from './Island';

type Catalogue = { Counter: { start: number }; Banner: { text: string } };
const Counter = ({ start }: { start: number }) => <output>{start}</output>;
const Banner = ({ text }: { text: string }) => <p>{text}</p>;
const CatalogueIsland = islandsOf<Catalogue>();

export const rendered = [
  <CatalogueIsland key="ok" name="Counter" component={Counter} props={{ start: 1 }} />,
  // @ts-expect-error a name outside the catalogue
  <CatalogueIsland key="name" name="Countr" component={Counter} props={{ start: 1 }} />,
  // @ts-expect-error another island's component under this name
  <CatalogueIsland key="component" name="Counter" component={Banner} props={{ start: 1 }} />,
  // @ts-expect-error props that are not the island's
  <CatalogueIsland key="props" name="Banner" component={Banner} props={{ start: 1 }} />,
];

export const complete = {
  Counter: () => Promise.resolve(Counter),
  Banner: domIsland(() =>
    Promise.resolve((root: HTMLElement, { text }: { text: string }) => {
      root.title = text;
    }),
  ),
} satisfies IslandRegistryFor<Catalogue>;

export const missing = {
  Counter: () => Promise.resolve(Counter),
  // @ts-expect-error a registry without one of the catalogue's islands (Banner)
} satisfies IslandRegistryFor<Catalogue>;

export const wrongLoader = {
  Counter: () => Promise.resolve(Counter),
  // @ts-expect-error a loader of another island's component
  Banner: () => Promise.resolve(Counter),
} satisfies IslandRegistryFor<Catalogue>;

export const extra = {
  Counter: () => Promise.resolve(Counter),
  Banner: () => Promise.resolve(Banner),
  // @ts-expect-error an island no page of the catalogue renders
  Gone: () => Promise.resolve(Banner),
} satisfies IslandRegistryFor<Catalogue>;
