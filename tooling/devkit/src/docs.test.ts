import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, matchesGlob, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Keeps the citations in the source honest. Code cites the repository's own documents as
 * `docs/PRODUCT.md §N.M`, `docs/ARCHITECTURE.md "Heading"` or `docs/TOOLCHAIN.md "Heading"`
 * (docs/CONTRIBUTING.md "Cite the documents"); this fails, naming file and line, when a cited file
 * is missing, a cited section or heading is not in it, or an old-style citation of documents
 * outside the repository ("spec 7", "spec section 2", DESIGN.md, STYLE.md) comes back.
 *
 * Keeps the paths in the Markdown honest too: every repository path a document names in backticks
 * (`packages/tracking/src/consent.ts`, `apps/*\/site.ts`) must exist, or match something, or be a
 * build output git ignores (`apps/<site>/dist/`); this fails naming document, line and path.
 */

const repoRoot = join(import.meta.dirname, '../../..');
const thisFile = relative(repoRoot, import.meta.filename);

const SCANNED_DIRS = ['apps', 'packages', 'tooling', 'scripts', '.ci', 'docs'];
const ROOT_FILES = [
  'README.md',
  'package.json',
  'turbo.json',
  'biome.json',
  'tsconfig.base.json',
  'pnpm-workspace.yaml',
];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'dist-pseudo',
  'dist-pseudo-server',
  '.vercel',
  'storybook-static',
  '.turbo',
  '.reports',
  '__screenshots__',
  'test-results',
  'coverage',
]);
const SOURCE = /\.(ts|tsx|mjs|cjs|js|css|mdx|md|json|ya?ml)$/;

/** A file of the repository, by path from the root, with its text. */
interface SourceFile {
  path: string;
  text: string;
}

/** Every source and documentation file the citations live in, read once. */
function sourceFiles(): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(repoRoot, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (SOURCE.test(entry.name) || dir === '.ci') {
        files.push({ path, text: readFileSync(join(repoRoot, path), 'utf8') });
      }
    }
  };
  for (const dir of SCANNED_DIRS) if (existsSync(join(repoRoot, dir))) walk(dir);
  for (const path of ROOT_FILES) {
    if (existsSync(join(repoRoot, path))) {
      files.push({ path, text: readFileSync(join(repoRoot, path), 'utf8') });
    }
  }
  return files.filter((file) => file.path !== thisFile);
}

// A document named by path: `docs/PRODUCT.md`, `README.md`, `../x/NOTES.md`. Not `vars.radius.md`
// (a token name, whose base name holds a dot) and not the tail of a URL.
const CITED_DOC = /(?<![\w./-])((?:[\w.-]+\/)*[\w-]+\.md)(?![\w-])/g;
// A quoted heading right after the document: `docs/ARCHITECTURE.md "Carousel"`.
const HEADING_AFTER = /^,?\s+"([^"\n]+)"/;
// Comment markers at the start of a continuation line, before a heading wrapped onto it.
const CONTINUATION = /^\s*(?:\*|\/\/|#)?\s*"([^"\n]+)"/;
const SECTION = /§(\d+(?:\.\d+)?)/g;
const OLD_STYLE: Array<[RegExp, string]> = [
  [/\bspec(?:,)?\s+(?:sections?\s+|sección\s+)?\d/i, 'old-style "spec N" citation'],
  [/\b(?:DESIGN|STYLE)\.md\b/, 'citation of a document outside the repository'],
  [/(?<!docs\/)\bTOOLCHAIN\.md\b/, 'TOOLCHAIN.md without docs/'],
  // Our issues are not in the repository; an upstream project's issue is named with its project.
  [
    /(?<!\b(?:jsdom|tsup|vanilla-extract|vite|vitest|storybook|playwright|react|biome|turbo|pnpm|chromatic|nginx|node)\s)\bissue\s+#?\d+/i,
    'citation of an issue, which is not in the repository',
  ],
];
/** In code, "the brief" or "the spec" names no document here (docs/PRODUCT.md defines its own "brief"). */
const UNNAMED_DOC = /\bthe (?:brief|spec)\b(?!\.)/i;

/** Headings of a Markdown document, without their `#` marks. */
function headingsOf(text: string): Set<string> {
  const headings = new Set<string>();
  for (const line of text.split('\n')) {
    const match = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (match?.[1]) headings.add(match[1]);
  }
  return headings;
}

/**
 * Checks every citation in `files` and returns one `path:line: problem` per fault.
 * @param files The files to scan.
 * @param readDoc Reads a document by path from the root; `undefined` when it does not exist.
 */
function citationProblems(
  files: SourceFile[],
  readDoc: (path: string) => string | undefined,
): string[] {
  const headings = new Map<string, Set<string> | null>();
  const headingsFor = (path: string) => {
    if (!headings.has(path)) {
      const text = readDoc(path);
      headings.set(path, text === undefined ? null : headingsOf(text));
    }
    return headings.get(path) ?? null;
  };
  const productSections = new Set<string>();
  for (const heading of headingsFor('docs/PRODUCT.md') ?? []) {
    const number = /^§(\d+(?:\.\d+)?)\s/.exec(heading)?.[1];
    if (number) productSections.add(number);
  }

  const problems: string[] = [];
  for (const file of files) {
    const lines = file.text.split('\n');
    lines.forEach((line, index) => {
      const at = `${file.path}:${index + 1}`;
      for (const [pattern, message] of OLD_STYLE) {
        if (pattern.test(line)) problems.push(`${at}: ${message}: ${line.trim()}`);
      }
      if (!file.path.endsWith('.md') && UNNAMED_DOC.test(line)) {
        problems.push(
          `${at}: citation of a document that is not in the repository: ${line.trim()}`,
        );
      }
      for (const [, section] of line.matchAll(SECTION)) {
        if (!productSections.has(section as string)) {
          problems.push(`${at}: §${section} is not a numbered heading of docs/PRODUCT.md`);
        }
      }
      for (const match of line.matchAll(CITED_DOC)) {
        const cited = match[1] as string;
        const fromFile = join(dirname(file.path), cited);
        const docPath = readDoc(cited) !== undefined ? cited : fromFile;
        const docHeadings = headingsFor(docPath);
        if (docHeadings === null) {
          problems.push(`${at}: ${cited} does not exist in the repository`);
          continue;
        }
        const rest = line.slice((match.index ?? 0) + cited.length);
        const heading =
          HEADING_AFTER.exec(rest)?.[1] ??
          (rest.trim() === '' ? CONTINUATION.exec(lines[index + 1] ?? '')?.[1] : undefined);
        if (heading !== undefined && !docHeadings.has(heading)) {
          problems.push(`${at}: "${heading}" is not a heading of ${cited}`);
        }
      }
    });
  }
  return problems;
}

const readRepoDoc = (path: string) => {
  const full = join(repoRoot, path);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
};

describe('citations of the repository documents', () => {
  const files = sourceFiles();

  it('scans the whole tree and finds the citations', () => {
    const text = files.map((file) => file.text).join('\n');
    expect(files.length).toBeGreaterThan(300);
    expect(text.match(/docs\/PRODUCT\.md §/g)?.length ?? 0).toBeGreaterThan(200);
    expect(text.match(/docs\/ARCHITECTURE\.md "/g)?.length ?? 0).toBeGreaterThan(15);
  });

  it('points every citation at an existing file, section and heading, in the current form', () => {
    expect(citationProblems(files, readRepoDoc)).toEqual([]);
  });
});

describe('given citations that have gone stale', () => {
  const docs: Record<string, string> = {
    'docs/PRODUCT.md': '# Product\n## §2 Screens\n### §2.3 Tools section\n## §9 Constants\n',
    'docs/ARCHITECTURE.md': '# Architecture\n## Layers\n### Carousel\n',
  };
  const check = (text: string) =>
    citationProblems([{ path: 'packages/x/src/a.ts', text }], (path) => docs[path]);

  it('accepts citations of existing sections and headings', () => {
    expect(
      check(
        '// docs/PRODUCT.md §2.3 and §9; docs/ARCHITECTURE.md "Carousel"\n' +
          '/** (docs/ARCHITECTURE.md\n * "Layers") */\nvars.radius.md; https://example.com/a/NOTES.md',
      ),
    ).toEqual([]);
  });

  it('names a cited file that does not exist', () => {
    expect(check('\n// see docs/DECISIONS.md')).toEqual([
      'packages/x/src/a.ts:2: docs/DECISIONS.md does not exist in the repository',
    ]);
  });

  it('names a section that is not a numbered heading', () => {
    expect(check('// docs/PRODUCT.md §2.9')).toEqual([
      'packages/x/src/a.ts:1: §2.9 is not a numbered heading of docs/PRODUCT.md',
    ]);
  });

  it('names a quoted heading the document does not have, also when wrapped', () => {
    expect(
      check('// docs/ARCHITECTURE.md "Carrousel"\n/* docs/ARCHITECTURE.md\n * "Layer" */'),
    ).toEqual([
      'packages/x/src/a.ts:1: "Carrousel" is not a heading of docs/ARCHITECTURE.md',
      'packages/x/src/a.ts:2: "Layer" is not a heading of docs/ARCHITECTURE.md',
    ]);
  });

  it('names old-style citations', () => {
    const problems = check(
      '// (spec 2 item 7)\n// Spec section 9\n// (DESIGN.md "Dialog")\n// STYLE.md\n// (TOOLCHAIN.md)',
    );
    expect(problems.map((problem) => problem.split(':').slice(0, 2).join(':'))).toEqual([
      'packages/x/src/a.ts:1',
      'packages/x/src/a.ts:2',
      'packages/x/src/a.ts:3',
      'packages/x/src/a.ts:3',
      'packages/x/src/a.ts:4',
      'packages/x/src/a.ts:4',
      'packages/x/src/a.ts:5',
      'packages/x/src/a.ts:5',
    ]);
  });

  it('names a citation of one of our issues, or of the brief or the spec, in code', () => {
    const problems = check(
      '// Wording it once had (issue 16).\n// The ceiling the brief sets\n// the spec says so\n// jsdom issue 3294\n// (vanilla-extract issue 1037, tsup issue 1296)',
    );
    expect(problems.map((problem) => problem.split(':').slice(0, 2).join(':'))).toEqual([
      'packages/x/src/a.ts:1',
      'packages/x/src/a.ts:2',
      'packages/x/src/a.ts:3',
    ]);
  });

  it('leaves the word spec alone where it cites nothing', () => {
    expect(check("testMatch: '*.spec.ts'\nconst spec = template.title;\nrotation(spec)")).toEqual(
      [],
    );
  });
});

/** What the repository holds: its files and folders, and what git ignores. */
interface Tree {
  /** Every file and every folder above one, by path from the root, without a trailing slash. */
  entries: ReadonlySet<string>;
  /** Whether git ignores the path (a build output, an install), so it need not exist. */
  ignored: (path: string) => boolean;
}

/** A path named in a document, where it is named. */
interface NamedPath {
  at: string;
  path: string;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/**
 * The repository as git sees it: the tracked files (less any deleted in the checkout) and the new
 * ones it would track, so a document may name a file before its first commit.
 */
function repoTree(): Tree {
  const entries = new Set<string>();
  const listed = git('ls-files', '--cached', '--others', '--exclude-standard', '-z');
  for (const file of listed.split('\0')) {
    if (file === '' || !existsSync(join(repoRoot, file))) continue;
    const parts = file.split('/');
    for (let depth = 1; depth <= parts.length; depth += 1) {
      entries.add(parts.slice(0, depth).join('/'));
    }
  }
  // `dist` is ignored as a folder only (`dist/`), so a path is asked about with a slash as well,
  // in a call of its own: git refuses the slashed form of a symlink that exists (an install's
  // `.bin/pnpm`) with 128. check-ignore exits 0 when it ignores the path.
  const asked = (path: string) =>
    spawnSync('git', ['check-ignore', '--no-index', '--', path], { cwd: repoRoot }).status === 0;
  const ignored = (path: string) => asked(path) || asked(`${path}/`);
  return { entries, ignored };
}

/** The tracked Markdown documents, outside any install. */
function markdownFiles(tree: Tree): SourceFile[] {
  return [...tree.entries]
    .filter((path) => path.endsWith('.md') && !path.split('/').includes('node_modules'))
    .sort()
    .map((path) => ({ path, text: readFileSync(join(repoRoot, path), 'utf8') }));
}

const FENCE = /^\s*(?:```|~~~)/;
const CODE_SPAN = /`([^`\n]+)`/g;
// A placeholder stands for any name: `apps/<site>/site.ts`, `__screenshots__/<story id>.png`.
const PLACEHOLDER = /<[^<>\n]+>/g;
const GLOB = /[*?{[]/;

/**
 * The repository paths named in inline code in `docs`: the code's first word, when it begins with a
 * top-level entry of the tree, less a `:line` or `#anchor` after it (what follows a space, a
 * `(...)`, a `"Heading"` or a `§N`, is not part of it). Fenced code blocks are not read.
 */
function namedPaths(docs: SourceFile[], tree: Tree): NamedPath[] {
  const topLevel = [...tree.entries].filter((entry) => !entry.includes('/'));
  const named: NamedPath[] = [];
  for (const doc of docs) {
    let fenced = false;
    doc.text.split('\n').forEach((line, index) => {
      if (FENCE.test(line)) fenced = !fenced;
      if (fenced || FENCE.test(line)) return;
      for (const [, code] of line.matchAll(CODE_SPAN)) {
        const word = (code as string).trim().replace(PLACEHOLDER, '*').split(/\s/)[0] as string;
        const path = word.replace(/#.*$/, '').replace(/:\d[\d,-]*$/, '');
        if (topLevel.some((top) => path === top || path.startsWith(`${top}/`))) {
          named.push({ at: `${doc.path}:${index + 1}`, path });
        }
      }
    });
  }
  return named;
}

/** A path of the pattern with each wildcard or choice replaced by one name, to ask git about. */
const instanceOf = (pattern: string) =>
  pattern.replace(/\{([^,}]*)[^}]*\}/g, '$1').replace(/\*\*|\*|\?/g, '_');

/**
 * Checks every path the documents name and returns one `document:line: problem` per fault.
 * @param docs The Markdown documents.
 * @param tree The repository they describe.
 */
function pathProblems(docs: SourceFile[], tree: Tree): string[] {
  const problems: string[] = [];
  for (const { at, path } of namedPaths(docs, tree)) {
    const bare = path.replace(/\/+$/, '');
    if (GLOB.test(bare)) {
      const patterns = [bare, bare.replace(/\/\*\*$/, '')];
      const matched = [...tree.entries].some((entry) =>
        patterns.some((pattern) => matchesGlob(entry, pattern)),
      );
      if (!matched && !tree.ignored(instanceOf(bare))) {
        problems.push(`${at}: ${path} matches nothing in the repository and is not git-ignored`);
      }
    } else if (!tree.entries.has(bare) && !tree.ignored(bare)) {
      problems.push(`${at}: ${path} does not exist in the repository and is not git-ignored`);
    }
  }
  return problems;
}

describe('paths named in the Markdown documents', () => {
  const tree = repoTree();
  const docs = markdownFiles(tree);

  it('reads every document and finds the paths they name', () => {
    expect(docs.map((doc) => doc.path)).toEqual(
      expect.arrayContaining(['README.md', 'docs/ARCHITECTURE.md', 'docs/CONTRIBUTING.md']),
    );
    const named = namedPaths(docs, tree);
    expect(named.length).toBeGreaterThan(300);
    expect(named.filter(({ path }) => GLOB.test(path)).length).toBeGreaterThan(10);
  });

  it('names only paths that exist, match something, or are build outputs git ignores', () => {
    expect(pathProblems(docs, tree)).toEqual([]);
  });
});

describe('given stale paths', () => {
  const tree: Tree = {
    entries: new Set([
      'README.md',
      'apps',
      'apps/one-site',
      'apps/one-site/site.ts',
      'packages',
      'packages/tracking',
      'packages/tracking/src',
      'packages/tracking/src/consent.ts',
    ]),
    ignored: (path) => /(^|\/)dist(\/|$)/.test(path),
  };
  const check = (text: string) => pathProblems([{ path: 'docs/X.md', text }], tree);

  it('accepts an existing path, with a line, an anchor or words after it', () => {
    expect(
      check(
        'See `packages/tracking/src/consent.ts`, `packages/tracking/src/consent.ts:12`,\n' +
          '`README.md#setup`, `packages/tracking (no React)` and `packages/tracking/`.',
      ),
    ).toEqual([]);
  });

  it('accepts a pattern that matches, and a build output git ignores', () => {
    expect(
      check(
        '`apps/*/site.ts`, `apps/<site>/site.ts`, `packages/**`, `apps/<site>/dist/index.html`',
      ),
    ).toEqual([]);
  });

  it('names a missing path and a pattern that matches nothing, with document and line', () => {
    expect(check('`packages/tracking/src/stubDialog.ts`\n\nand `apps/*/config.ts`.')).toEqual([
      'docs/X.md:1: packages/tracking/src/stubDialog.ts does not exist in the repository and is not git-ignored',
      'docs/X.md:3: apps/*/config.ts matches nothing in the repository and is not git-ignored',
    ]);
  });

  it('reads neither fenced code nor code that is not a repository path', () => {
    expect(check('```\n`packages/gone.ts`\n```\n`npm test`, `src/gone.ts`, `vars.radius`')).toEqual(
      [],
    );
  });
});
