import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Keeps the languages in one table: packages/content/src/locale-table.ts says what differs by
 * language, and no other source compares a locale with a literal `'en'` or `'es'` (a ternary, a
 * `startsWith('es')`, a `/^\/es/` test, a `['en', 'es']` list). This fails, naming file and line,
 * on any such comparison in the source outside packages/content (docs/ARCHITECTURE.md "Languages").
 * Stories and their fixtures are source here too: a story reads the toolbar's language with
 * `storyLocale` (packages/ui/.storybook/locale.ts) and indexes copy typed `Record<Locale, …>`, so a
 * language added to the table shows in every story instead of English; none defines its own
 * `localeOf`. Tests may name the languages they exercise.
 */

const repoRoot = join(import.meta.dirname, '../../..');
const SCANNED_DIRS = ['apps', 'packages', 'tooling', 'scripts'];
/** The one package that may spell the languages out: it holds the table. */
const OWNER = join('packages', 'content');
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'dist-pseudo',
  'dist-pseudo-server',
  'storybook-static',
  '.vercel',
  '.turbo',
  '__screenshots__',
  'test-results',
]);
const SOURCE = /\.(ts|tsx|mts|mjs|cjs|js|jsx)$/;
/** Tests name the languages they exercise, as data. */
const EXEMPT = /\.(test|spec)\.[cm]?[jt]sx?$/;
/** Stories and their fixtures, which read the language through the one story helper. */
const STORY = /\.stories\.[cm]?[jt]sx?$|\.fixtures\.ts$|\/fixtures\.ts$/;
/** A story's own toolbar-language helper, what `storyLocale` replaced. */
const LOCALE_OF = /\b(?:const|let|var|function)\s+localeOf\b/;

const LANG = '(?:en|es)';
const QUOTED = String.raw`['"\x60]${LANG}['"\x60]`;

/** The ways a language gets compared with a literal, each with what it catches. */
const LOCALE_COMPARISONS: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(String.raw`[=!]==?\s*${QUOTED}`), "an equality with 'en' or 'es'"],
  [new RegExp(String.raw`${QUOTED}\s*[=!]==?`), "an equality with 'en' or 'es'"],
  [new RegExp(String.raw`\bcase\s+${QUOTED}\s*:`), "a switch case on 'en' or 'es'"],
  [
    new RegExp(String.raw`\.(?:startsWith|endsWith|includes)\(\s*['"\x60]/?${LANG}\b`),
    'a string test for a language',
  ],
  [new RegExp(String.raw`\^\\/${LANG}\b`), 'a path regular expression for a language prefix'],
  [
    new RegExp(String.raw`\[\s*${QUOTED}\s*,\s*${QUOTED}\s*\]`),
    'a hand-written list of the languages',
  ],
];

/** The comparisons on one line of source, as the descriptions above. */
function localeComparisons(line: string): string[] {
  return LOCALE_COMPARISONS.filter(([pattern]) => pattern.test(line)).map(([, what]) => what);
}

/** What is wrong with one line of a story or story fixture: a comparison, or its own `localeOf`. */
function storyLocaleFindings(line: string): string[] {
  const found = localeComparisons(line);
  if (LOCALE_OF.test(line)) found.push('a localeOf of its own (use storyLocale)');
  return found;
}

function scannedFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(repoRoot, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && path !== OWNER) walk(path);
      } else if (SOURCE.test(entry.name) && !EXEMPT.test(path)) {
        files.push(path);
      }
    }
  };
  for (const dir of SCANNED_DIRS) if (existsSync(join(repoRoot, dir))) walk(dir);
  return files;
}

describe('languages in one table', () => {
  it('finds the comparisons it is for, and not a path or a key', () => {
    expect(localeComparisons("const lang = locale === 'es' ? 'es' : 'en';")).not.toEqual([]);
    expect(localeComparisons("if ('en' !== locale) return;")).not.toEqual([]);
    expect(localeComparisons("document.documentElement.lang.startsWith('es')")).not.toEqual([]);
    expect(
      localeComparisons('const langOf = (p) => (/^\\/es(?:\\/|$)/.test(p) ? 1 : 0);'),
    ).not.toEqual([]);
    expect(localeComparisons("for (const l of ['en', 'es']) {}")).not.toEqual([]);
    expect(localeComparisons("    case 'es':")).not.toEqual([]);
    expect(localeComparisons("const home = { en: '/', es: '/es/' };")).toEqual([]);
    expect(localeComparisons("await request.get('/es/no-existe');")).toEqual([]);
  });

  it("finds a story's own language helper, and not the shared one or a tag's language", () => {
    expect(
      storyLocaleFindings(
        "const localeOf = (globals: Record<string, unknown>) => (globals.locale === 'es' ? 'es' : 'en');",
      ),
    ).toHaveLength(2);
    expect(storyLocaleFindings('function localeOf(globals: Globals): Locale {')).not.toEqual([]);
    expect(
      storyLocaleFindings("const t = copy[globals.locale === 'es' ? 'es' : 'en'];"),
    ).not.toEqual([]);
    expect(storyLocaleFindings('const t = copy[storyLocale(globals)];')).toEqual([]);
    expect(storyLocaleFindings('const locale = localeOfTag(navigator.language);')).toEqual([]);
  });

  it('has no comparison with a language literal outside packages/content', () => {
    const found: string[] = [];
    for (const path of scannedFiles()) {
      const lines = readFileSync(join(repoRoot, path), 'utf8').split('\n');
      lines.forEach((line, i) => {
        const findings = STORY.test(path) ? storyLocaleFindings(line) : localeComparisons(line);
        for (const what of findings) {
          found.push(`${relative('.', path)}:${i + 1}: ${what}: ${line.trim()}`);
        }
      });
    }
    expect(found, 'read the language from the locale table instead').toEqual([]);
  });
});
