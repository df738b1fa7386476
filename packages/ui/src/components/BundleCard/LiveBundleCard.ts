// Transitional: blocks/AuthorLanding/AuthorLanding.tsx still imports the island from here while it
// is being split. The island lives in live/LiveBundleCard; delete this file once nothing imports
// it.
// biome-ignore lint/style/noRestrictedImports: the one sanctioned re-export until AuthorLanding moves to ../../live
export * from '../../live/LiveBundleCard/LiveBundleCard.js';
