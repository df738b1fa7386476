import type { en } from './locales/en/index.js';
import type { DeepWiden } from './types.js';

/** The shape every locale's copy has: English's keys with plain string values. */
export type Messages = DeepWiden<typeof en>;
