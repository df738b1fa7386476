/**
 * The pseudo-locale's whole copy, in place of English (src/pseudo-locale.ts). Only the pseudo
 * build of a site reads it (`landing build --pseudo`), never a published one.
 */
import { en as english } from '../locales/en/index.js';
import type { Messages } from '../messages.js';
import { pseudoLocalize } from '../pseudo-locale.js';

export const en: Messages = pseudoLocalize<Messages>(english);
export { en as messages };
