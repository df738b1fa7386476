import { DEFAULT_LOCALE, isLocale, type Locale } from '@landing/content/locale-table';

/**
 * The language a story shows: the toolbar's `locale` global (preview.tsx) when it names a language
 * of the table, else the default. Every story reads its language through this, the design system's,
 * the site kit's and the sections' alike (they import it by a relative path), so none spells the
 * languages out and a language added to packages/content/src/locale-table.ts reaches every story.
 * Not part of any package's build: only stories import it. A story indexes its per-language
 * copy with it (`copy[storyLocale(globals)]`), so the copy must have an entry for every language
 * of the table, or TypeScript says which one is missing.
 */
export function storyLocale(globals: Readonly<Record<string, unknown>>): Locale {
  const { locale } = globals;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
