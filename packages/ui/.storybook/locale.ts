import { pseudoLocalize } from '@landing/content';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_TABLE,
  LOCALES,
  type Locale,
} from '@landing/content/locale-table';

/** What a story receives as `globals` (its second argument's, or a play's context's). */
export type StoryGlobals = Readonly<Record<string, unknown>>;

/**
 * The toolbar's entry for the pseudo-locale (packages/content/src/pseudo-locale.ts): the default
 * language's copy accented, longer and bracketed, so a string a story or component writes itself
 * instead of taking it from the copy, and a layout that cannot take a longer language, both show.
 */
export const PSEUDO_LOCALE = 'pseudo';

/** The globals a story starts with (preview.tsx's `initialGlobals`): the default language. */
export const INITIAL_GLOBALS = { locale: DEFAULT_LOCALE } as const;

/**
 * Every language of the table with the name the toolbar gives it, its own (English, Español): the
 * toolbar's entries (preview.tsx) and the docs pages that show a story in each language at once
 * (src/docs/SideBySide.tsx) list the same ones.
 */
export const LANGUAGES: ReadonlyArray<{ locale: Locale; name: string }> = LOCALES.map((locale) => ({
  locale,
  name: LOCALE_TABLE[locale].nativeName,
}));

/** Whether the toolbar shows the pseudo-locale. */
export function isPseudoLocale(globals: StoryGlobals): boolean {
  return globals.locale === PSEUDO_LOCALE;
}

/**
 * The language a story is in: the toolbar's `locale` global (preview.tsx) when it names a language
 * of the table, else the default, which is also the pseudo-locale's language (its copy is the
 * default language's, rewritten, as in a site's pseudo build: `lang`, formatting and paths stay the
 * default language's). Every story reads its language through this or {@link storyCopy}, the design
 * system's, the site kit's and the sections' alike (they import it by a relative path), so none
 * spells the languages out and a language added to packages/content/src/locale-table.ts reaches
 * every story. Not part of any package's build: only stories (and their test) import it.
 */
export function storyLocale(globals: StoryGlobals): Locale {
  const { locale } = globals;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

// One pseudo copy per copy object, so a story re-rendered passes the same objects (effects that
// depend on them do not rerun) and each copy is rewritten once.
const pseudoCopies = new WeakMap<object, unknown>();

/**
 * A story's copy in the toolbar's language: `copy[storyLocale(globals)]`, and under the
 * pseudo-locale that copy through `pseudoLocalize` (ids, icons, paths and the other values it
 * keeps are kept). A story's copy is typed `Record<Locale, …>`, so it must have an entry for every
 * language of the table, or TypeScript says which one is missing.
 */
export function storyCopy<Copy extends Readonly<Record<Locale, unknown>>>(
  copy: Copy,
  globals: StoryGlobals,
): Copy[Locale] {
  const copyOfLanguage = copy[storyLocale(globals)];
  if (!isPseudoLocale(globals)) return copyOfLanguage;
  if (copyOfLanguage === null || typeof copyOfLanguage !== 'object') {
    return pseudoLocalize(copyOfLanguage);
  }
  if (!pseudoCopies.has(copyOfLanguage)) {
    pseudoCopies.set(copyOfLanguage, pseudoLocalize(copyOfLanguage));
  }
  return pseudoCopies.get(copyOfLanguage) as Copy[Locale];
}
