import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../src/playwright/config.js';
import { npmRun } from './npm-run.js';

// `npm run build` as README.md "Other commands" promises it: on a fresh clone, with only Node and
// npm, no pnpm or turbo on PATH and nothing installed; after `npm run new-site`, as a new team
// starts a site (docs/CONTRIBUTING.md "Add a site"). The other commands share its path through
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

const AUTHOR = {
  GIT_AUTHOR_NAME: 'New team',
  GIT_AUTHOR_EMAIL: 'team@example.com',
  GIT_COMMITTER_NAME: 'New team',
  GIT_COMMITTER_EMAIL: 'team@example.com',
};

let copy: string | undefined;
test.afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('on a fresh clone, npm run new-site makes a fourth site; npm run build builds them all, and the new one passes the shared site checks', async () => {
  test.setTimeout(900_000);
  copy = freshCopy();
  const path = machinePath();
  expect(
    spawnSync('sh', ['-c', 'command -v pnpm turbo'], { env: { PATH: path } }).stdout.length,
  ).toBe(0);
  const machine = { ...process.env, PATH: path, CI: 'true' };
  // A clone has its history: the sitemap dates each page by the last commit of its sources.
  const git = (...args: string[]) => {
    const run = spawnSync('git', args, {
      cwd: copy,
      env: { ...machine, ...AUTHOR },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
  };
  const commit = (message: string) => {
    git('add', '-A');
    git('commit', '-q', '--no-verify', '-m', message);
  };
  git('init', '-q');
  commit('clone');

  // docs/CONTRIBUTING.md "Add a site": one command, before anything is installed or built.
  const scaffold = npmRun('new-site', copy, machine, ['proof', 'Proof site']);
  expect(await scaffold.exited, scaffold.output()).toBe(0);
  expect(scaffold.output()).toMatch(/Created apps\/proof-site: \d+ files created, \d+ edited/);
  commit('A new site');

  const run = npmRun('build', copy, machine);
  const code = await run.exited;
  const output = run.output();
  expect(code, output).toBe(0);
  const nodeVersion = readFileSync(join(copy, '.node-version'), 'utf8').trim();
  expect(output).toContain(`Node ${nodeVersion.split('.')[0]}.`);
  for (const site of ['ebook-site', 'author-site', 'example-site', 'proof-site']) {
    expect(existsSync(join(copy, 'apps', site, 'dist/index.html')), site).toBe(true);
    expect(existsSync(join(copy, 'apps', site, 'dist/es/index.html')), site).toBe(true);
  }

  // The new site's own suite, as made: the checks every site passes (describeSiteBasics), its
  // island, its 404 and its section journeys, in both languages, on the phone: the desktop's run
  // of the same checks on the same template is the example site's suite, so a build of the new
  // site is what this adds.
  const suite = spawnSync('pnpm', ['exec', 'playwright', 'test', '--project=phone'], {
    cwd: join(copy, 'apps', 'proof-site'),
    env: {
      ...machine,
      PATH: `${join(copy, 'tooling/toolchain/node_modules/.bin')}${delimiter}${path}`,
    },
    encoding: 'utf8',
    timeout: 600_000,
  });
  const report = join(copy, '.reports', 'proof-site', 'results.json');
  expect(existsSync(report), `${suite.stdout}\n${suite.stderr}`).toBe(true);
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  expect(
    { passed: stats.expected > 10, failed: stats.unexpected, flaky: stats.flaky },
    suite.stdout,
  ).toEqual({
    passed: true,
    failed: 0,
    flaky: 0,
  });
  expect(suite.status, suite.stdout).toBe(0);
});
