// The server side of islands. The browser side is the `@landing/site-kit/hydrate` entry, which
// imports React only on demand.
export {
  type HydrateWhen,
  Island,
  type IslandProps,
  type IslandRendering,
  IslandRenderingProvider,
  islandsOf,
  useIslandRendering,
} from './Island';
