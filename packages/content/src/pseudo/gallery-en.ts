/** The cover templates' descriptions in the pseudo-locale, in place of `@landing/content/gallery/en`. */
import { coverDescriptions as english } from '../locales/en/gallery.js';
import { pseudoLocalize } from '../pseudo-locale.js';

export const coverDescriptions: typeof english = pseudoLocalize(english);
