import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../src/playwright/config.js';
import { npmRun } from './npm-run.js';

// `npm run build` as README.md "Other commands" promises it: on a fresh clone, with only Node and
// npm, no pnpm or turbo on PATH and nothing installed. The other commands share its path through
// scripts/run.mjs (src/run-script.test.ts holds that for the whole table).

/** The repository's files as a clone of this working tree would have them (tracked or new, not ignored). */
function freshCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'landing-fresh-'));
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = join(repoRoot, file);
    // A tracked file deleted in the working tree is not in the clone either.
    if (!existsSync(from)) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(from, join(dir, file));
  }
  return dir;
}

/** PATH without anything this repository put there: no node_modules/.bin (tooling/toolchain's either). */
function machinePath(): string {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => !entry.includes('node_modules'))
    .join(delimiter);
}

let copy: string | undefined;
test.afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('npm run build on a fresh clone installs its tools and builds every site', async () => {
  test.setTimeout(600_000);
  copy = freshCopy();
  const path = machinePath();
  expect(
    spawnSync('sh', ['-c', 'command -v pnpm turbo'], { env: { PATH: path } }).stdout.length,
  ).toBe(0);
  const run = npmRun('build', copy, { ...process.env, PATH: path, CI: 'true' });
  const code = await run.exited;
  const output = run.output();
  expect(code, output).toBe(0);
  const nodeVersion = readFileSync(join(copy, '.node-version'), 'utf8').trim();
  expect(output).toContain(`Node ${nodeVersion.split('.')[0]}.`);
  for (const site of ['ebook-site', 'author-site', 'example-site']) {
    expect(existsSync(join(copy, 'apps', site, 'dist/index.html')), site).toBe(true);
    expect(existsSync(join(copy, 'apps', site, 'dist/es/index.html')), site).toBe(true);
  }
});
