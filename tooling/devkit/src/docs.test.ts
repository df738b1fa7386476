import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Keeps the citations in the source honest. Code cites the repository's own documents as
 * `docs/PRODUCT.md §N.M`, `docs/ARCHITECTURE.md "Heading"` or `docs/TOOLCHAIN.md "Heading"`
 * (docs/CONTRIBUTING.md "Cite the documents"); this fails, naming file and line, when a cited file
 * is missing, a cited section or heading is not in it, or an old-style citation of documents
 * outside the repository ("spec 7", "spec section 2", DESIGN.md, STYLE.md) comes back.
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
  'storybook-static',
  'storybook-chromatic',
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
