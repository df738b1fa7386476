// Every test suite `npm test` runs, in order, and the one line that totals them: the unit suites
// on Vitest, the browser suites on Playwright, lint and types, the deploy table and the dev
// commands; `npm run test:changed` narrows them to what a change touches.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { env, must, nodeBin, pnpm, root } from './bootstrap.mjs';
import { buildStorybook, hostTools } from './prepare.mjs';

const reports = join(root, '.reports');

/**
 * Runs one Playwright suite (its folder's playwright.config.ts writes `.reports/<report>/results.json`)
 * and returns its counts. A flaky test (passed only on a retry) counts as failed.
 */
export function playwright(name, cwd, report, args = []) {
  const out = join(reports, report, 'results.json');
  rmSync(out, { force: true });
  console.log(`\n▶ ${name}`);
  const status = pnpm(['exec', 'playwright', 'test', ...args], { cwd: join(root, cwd) });
  let passed = 0;
  let failed = 0;
  if (existsSync(out)) {
    const { stats } = JSON.parse(readFileSync(out, 'utf8'));
    passed = stats.expected ?? 0;
    failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  }
  if (status !== 0 && failed === 0) failed = 1;
  return { name, passed, failed };
}

/** A check that is not a test runner (lint, types): one pass or one failure. */
export function check(name, args) {
  console.log(`\n▶ ${name}`);
  const status = pnpm(args);
  return { name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
}

/**
 * The unit suites on Vitest, by folder: each folder's `test` script (`vitest run`, with
 * `--project unit` where the Vitest configuration holds a Storybook project too) writes its counts
 * to UNIT_REPORT in that folder, the output turbo.json's `test` task keeps in turbo's cache.
 */
const UNIT = [
  ['unit: content', 'packages/content'],
  ['unit: tracking', 'packages/tracking'],
  ['unit: marketplace-client', 'packages/marketplace-client'],
  ['unit: site-config', 'packages/site-config'],
  ['unit: ui', 'packages/ui'],
  ['unit: site-kit', 'packages/site-kit'],
  ['unit: sections', 'packages/sections'],
  ['unit: devkit', 'tooling/devkit'],
];

export const UNIT_REPORT = '.reports/unit.json';

/**
 * Two unit suites at a time: one Vitest run leaves much of a 2-core machine idle (its start, its
 * transforms, jsdom's set-up); with nothing cached, all eleven took 70 s two at a time against
 * 98 s one at a time (`turbo run test --force --only`).
 */
const UNIT_CONCURRENCY = 2;

/**
 * The counts of one unit suite from its Vitest JSON report (`null`: none was written or restored)
 * and the exit code turbo's run summary gives its task (`undefined`: the task did not run). A
 * suite without a report, or whose task failed with no failure in its report (an error outside
 * the tests, a crash), counts as one failure, never as a silent pass.
 */
export function unitCounts(name, report, exitCode) {
  const passed = report?.numPassedTests ?? 0;
  let failed = (report?.numFailedTests ?? 0) + (report?.numFailedTestSuites ?? 0);
  if ((report === null || exitCode !== 0) && failed === 0) failed = 1;
  return { name, passed, failed };
}

/**
 * Runs unit suites (rows of `unitSuites()`) in one `turbo run test` and returns their counts.
 * turbo replays from its cache the report of a package whose own files and whose dependencies'
 * build inputs have not changed (turbo.json; devkit's suite, which reads the whole repository,
 * always runs). `--continue`: a failing suite stops none of the others.
 */
export function runUnitSuites(suites) {
  if (suites.length === 0) return [];
  const reportOf = (cwd) => join(root, cwd, UNIT_REPORT);
  // A report left by an earlier run never stands in for this one's.
  for (const [, cwd] of suites) rmSync(reportOf(cwd), { force: true });
  const runsDir = join(root, '.turbo', 'runs');
  const earlier = new Set(existsSync(runsDir) ? readdirSync(runsDir) : []);
  console.log(`\n▶ unit suites (turbo run test, ${suites.length} packages)`);
  const status = pnpm([
    'exec',
    'turbo',
    'run',
    'test',
    '--continue',
    `--concurrency=${UNIT_CONCURRENCY}`,
    // A suite's log only when it ran (a replay from the cache shows its counts below), in one
    // block when it ends, not interleaved with the other suite's.
    '--output-logs=new-only',
    '--log-order=grouped',
    '--summarize',
    ...suites.map(([, cwd]) => `--filter=./${cwd}`),
  ]);
  // turbo's run summary (--summarize) gives each task's exit code, then is removed; without one,
  // every suite takes turbo's own status.
  const summaryFile = (existsSync(runsDir) ? readdirSync(runsDir) : []).find(
    (file) => !earlier.has(file) && file.endsWith('.json'),
  );
  let tasks = null;
  if (summaryFile) {
    tasks = JSON.parse(readFileSync(join(runsDir, summaryFile), 'utf8')).tasks;
    rmSync(join(runsDir, summaryFile));
  }
  return suites.map(([name, cwd]) => {
    let report = null;
    try {
      report = JSON.parse(readFileSync(reportOf(cwd), 'utf8'));
    } catch {
      // None, or cut short: the suite counts as failed (unitCounts).
    }
    const exitCode = tasks
      ? tasks.find((task) => task.task === 'test' && task.directory === cwd)?.execution?.exitCode
      : status;
    return unitCounts(name, report, exitCode);
  });
}

/**
 * The sites, as each app's `site.ts` defines them (`defineSite`, tooling/devkit/src/sites.ts),
 * read once through the devkit's `landing sites` after the install: the suites, the dev servers
 * and the deploy checks follow them.
 */
let sitesRead;

export function sites() {
  if (sitesRead) return sitesRead;
  const res = spawnSync(nodeBin, ['tooling/devkit/bin/landing.mjs', 'sites'], {
    cwd: root,
    encoding: 'utf8',
    env,
  });
  if (res.status !== 0) {
    console.error(res.stderr.trim());
    must(res.status ?? 1, 'reading the sites (apps/*/site.ts)');
  }
  sitesRead = JSON.parse(res.stdout);
  return sitesRead;
}

/**
 * The browser suites on Playwright: every story once (play function, axe, screenshot), then each
 * built site.
 */
const STORIES = ['stories: play, axe, pixels (Playwright)', 'packages/ui', 'stories'];

export const browserSuites = () => [
  STORIES,
  ...sites().map((site) => [`e2e: ${site.name} (Playwright)`, `apps/${site.name}`, site.name]),
];

export const unitSuites = () => [
  ...UNIT,
  ...sites().map((site) => [`unit: ${site.name}`, `apps/${site.name}`]),
];

/**
 * The deploy table, against the local server, Debian's nginx and Cloudflare's local Pages runtime
 * (tooling/devkit/deploy/); run through `deploySuite`, which installs that runtime first.
 */
const DEPLOY = [
  'deploy: local server, nginx and Cloudflare Pages (Playwright)',
  'tooling/devkit',
  'deploy',
  ['-c', 'deploy/playwright.config.ts'],
];

/**
 * The README's `npm run dev` and `npm run storybook`, started as a newcomer starts them, and
 * `npm start` stopped by a signal and started on a taken port.
 */
export const DEV_COMMANDS = [
  'dev commands (Playwright)',
  'tooling/devkit',
  'dev-commands',
  ['-c', 'smoke/playwright.config.ts'],
];

/**
 * Runs the suites, in order, and returns their counts. `affected` narrows them to the suites of
 * the packages and apps a change touches (`npm run test:changed`); without it, every suite runs.
 */
export function runAllTests(affected = null) {
  const runs = (cwd) => affected === null || affected.has(cwd);
  const results = [];
  results.push(check('lint (biome)', ['exec', 'biome', 'check', '--error-on-warnings', '.']));
  results.push(
    check('typecheck', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']),
  );
  results.push(...runUnitSuites(unitSuites().filter(([, cwd]) => runs(cwd))));
  // Storybook, kept in packages/ui, shows the site kit's and the sections' stories too.
  const storiesRun = ['packages/ui', 'packages/site-kit', 'packages/sections'].some(runs);
  if (storiesRun) buildStorybook();
  for (const [name, cwd, report] of browserSuites()) {
    if (cwd === 'packages/ui' ? storiesRun : runs(cwd)) results.push(playwright(name, cwd, report));
  }
  // Both suites serve the built product sites, so a change to any of them runs them too.
  const products = sites().filter((site) => site.product);
  const sharedRuns = ['tooling/devkit', ...products.map((site) => `apps/${site.name}`)].some(runs);
  if (sharedRuns) results.push(deploySuite());
  if (sharedRuns || storiesRun) results.push(playwright(...DEV_COMMANDS));
  // Chromatic's review, the gate for visual changes, when this run has its token (README.md
  // "Visual checks"); without one it needs the network for nothing and is left out of the totals.
  if (storiesRun) {
    if (process.env.CHROMATIC_PROJECT_TOKEN) {
      results.push(
        check('chromatic (visual review)', ['--filter', '@landing/ui', 'run', 'chromatic']),
      );
    } else {
      console.log('\nChromatic: CHROMATIC_PROJECT_TOKEN is not set, skipped.');
    }
  }
  return results;
}

/**
 * The folders of the workspace packages a change since `ref` (committed or not) touches, and of
 * every package that depends on them, as turbo's `...[ref]` filter finds them. A change outside
 * every package (the root's scripts, lockfile or configuration) affects them all: returns null.
 */
export function affectedPackages(ref) {
  const res = spawnSync('pnpm', ['exec', 'turbo', 'ls', `--filter=...[${ref}]`, '--output=json'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  const json = (res.stdout ?? '').slice((res.stdout ?? '').indexOf('{'));
  if (res.status !== 0 || !json) {
    console.error(res.stderr || res.stdout);
    console.error(`\n✗ could not list the packages changed since ${ref}`);
    process.exit(1);
  }
  const changed = spawnSync('git', ['diff', '--name-only', ref, '--'], {
    cwd: root,
    encoding: 'utf8',
  });
  const untracked = spawnSync('git', ['ls-files', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  const files = `${changed.stdout}\n${untracked.stdout}`.split('\n').filter(Boolean);
  const inPackage = /^(apps|packages|tooling)\/[^/]+\//;
  // Documents are read by people (and by devkit's citation test, which is in a package's suite).
  const outside = files.filter((file) => !inPackage.test(file) && !/^docs\/|\.md$/.test(file));
  if (outside.length > 0) {
    console.log(
      `Changed outside the packages (${outside.slice(0, 3).join(', ')}…): every suite runs.`,
    );
    return null;
  }
  const items = JSON.parse(json).packages.items;
  return new Set(items.map((item) => item.path));
}

export function summarize(results) {
  console.log('\nSuites:');
  for (const r of results) {
    console.log(`  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

/** The deploy suite, after the hosts' runtimes it starts are installed (`hostTools`). */
export function deploySuite() {
  hostTools();
  return playwright(...DEPLOY);
}
