// The client side lives in the `@landing/ui/hydrate` entry, which imports React only on demand.
export type { HydrateOptions, IslandLoader, IslandRegistry } from './hydrate';
export {
  type HydrateWhen,
  Island,
  type IslandProps,
  type IslandRendering,
  IslandRenderingProvider,
  serializeProps,
} from './Island';
