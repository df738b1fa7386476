import { type Locale, localeOfTag } from '@landing/content/locale-table';

// The language suggestion's two facts, read at load (start.ts) and by the notes' module
// (notes.ts): here, so neither of those two modules imports the other.

/** Local storage key set when the visitor declines the language suggestion. */
export const LANGUAGE_NOTICE_STORAGE_KEY = 'landing_language_notice';

/**
 * The browser's preferred language (its first, `navigator.language`) when it is one of the sites'
 * two, else `null`: a French reader is not offered Spanish or English.
 */
export function preferredLang(language: string): Locale | null {
  return localeOfTag(language);
}
