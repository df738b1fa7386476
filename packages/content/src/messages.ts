import type { en } from './locales/en/index.js';
import type { DeepWiden } from './types.js';

/**
 * The shape every locale's copy has: English's keys with plain string values, except the names
 * from the shared vocabulary (icons, palette colours, tool keys, analytics events), which keep
 * their unions (`VocabularyFields`).
 */
export type Messages = DeepWiden<typeof en>;

/**
 * English copy as written, which must itself fit `Messages`: `Messages` is derived from it, so
 * this constraint is what makes a vocabulary typo in English fail `tsc` too (Spanish is annotated
 * `es: Messages`).
 */
export type EnglishMessages<T extends Messages = typeof en> = T;
