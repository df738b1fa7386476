export type { Messages } from './messages.js';
export * from './routes.js';
export type { DeepWiden } from './types.js';
export { CLAIMS } from './claims.js';
