export { STUB_ILLUSTRATIONS } from './stub/art/index.js';
export { PLACEHOLDER_ILLUSTRATION } from './stub/markup.js';
export { SEED_BOOKS, type StubBook } from './stub/seed.js';
export {
  STUB_CONTROL_HEADER,
  STUB_MODE_HEADER,
  STUB_MODES,
  type StubMarketplace,
  type StubMarketplaceOptions,
  type StubMode,
  startStubMarketplace,
} from './stub/server.js';
