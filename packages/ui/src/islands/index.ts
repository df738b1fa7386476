// The client side lives in the `@landing/ui/hydrate` entry, which imports React only on demand.
export { type HydrateWhen, Island, type IslandProps } from './Island';
