#!/usr/bin/env node
// The project's entry points for a fresh machine with only Node 20 and npm:
//   npm start          install, build, serve both sites + the stub marketplace
//   npm test           install (Chromium too, when it can), build, run every suite, print totals
//   npm run visual:update / bench
// pnpm comes through npx (corepack fails here, TOOLCHAIN.md); nothing needs to be on PATH.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = ['--yes', 'pnpm@10.34.9'];
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', FORCE_COLOR: '0' };
const reports = join(root, '.reports');

function sh(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...opts });
  return res.status ?? 1;
}
const pnpm = (args, opts) => sh('npx', [...PNPM, ...args], opts);

function must(status, what) {
  if (status !== 0) {
    console.error(`\n✗ ${what} failed (exit ${status})`);
    process.exit(status || 1);
  }
}

function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  if (candidates.some((p) => p && existsSync(p))) return;
  console.log('Chromium not found; installing Debian’s chromium package…');
  const asRoot = process.getuid?.() === 0;
  const run = (args) => sh(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args);
  run(['apt-get', 'update', '-qq']);
  const status = run(['apt-get', 'install', '-y', '-qq', 'chromium']);
  if (status !== 0 || !existsSync('/usr/bin/chromium')) {
    console.error('Could not install Chromium. Run `sudo apt-get install -y chromium` and retry.');
    process.exit(1);
  }
}

function install() {
  must(pnpm(['install', '--frozen-lockfile']), 'pnpm install');
}

function build() {
  must(pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']), 'build');
}

/** Runs one Vitest suite with a JSON report and returns its pass/fail counts. */
function vitest(name, cwd, args, extraEnv = {}) {
  mkdirSync(reports, { recursive: true });
  const out = join(reports, `${name}.json`);
  rmSync(out, { force: true });
  console.log(`\n▶ ${name}`);
  const status = sh(
    'npx',
    [
      ...PNPM,
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
  ['unit: ui', 'packages/ui', ['--project', 'unit']],
  ['unit: devkit', 'tooling/devkit', []],
  ['unit: ebook-site', 'apps/ebook-site', ['--project', 'unit']],
  ['unit: author-site', 'apps/author-site', ['--project', 'unit']],
];

function runAllTests(extraEnv = {}) {
  const results = [];
  results.push(check('lint (biome)', ['exec', 'biome', 'check', '.']));
  results.push(
    check('typecheck', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']),
  );
  for (const [name, cwd, args] of UNIT) results.push(vitest(name, cwd, args));
  results.push(vitest('stories (Chromium)', 'packages/ui', ['--project', 'storybook']));
  must(pnpm(['--filter', '@landing/ui', 'run', 'build-storybook']), 'storybook build');
  results.push(vitest('visual: stories', 'packages/ui', ['--project', 'visual'], extraEnv));
  results.push(vitest('e2e: ebook-site', 'apps/ebook-site', ['--project', 'e2e'], extraEnv));
  results.push(vitest('e2e: author-site', 'apps/author-site', ['--project', 'e2e'], extraEnv));
  return results;
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

const command = process.argv[2];
switch (command) {
  case 'start': {
    install();
    build();
    const child = spawn('npx', [...PNPM, 'exec', 'tsx', 'tooling/devkit/src/cli/start.ts'], {
      cwd: root,
      stdio: 'inherit',
      env,
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code) => process.exit(code ?? 0));
    break;
  }
  case 'test': {
    ensureChromium();
    install();
    build();
    summarize(runAllTests());
    break;
  }
  case 'visual-update': {
    ensureChromium();
    install();
    build();
    must(pnpm(['--filter', '@landing/ui', 'run', 'build-storybook']), 'storybook build');
    const results = [
      vitest('visual: stories', 'packages/ui', ['--project', 'visual'], { UPDATE_BASELINES: '1' }),
      vitest('e2e: ebook-site', 'apps/ebook-site', ['--project', 'e2e', '-t', 'visual'], {
        UPDATE_BASELINES: '1',
      }),
      vitest('e2e: author-site', 'apps/author-site', ['--project', 'e2e', '-t', 'visual'], {
        UPDATE_BASELINES: '1',
      }),
    ];
    summarize(results);
    break;
  }
  case 'bench': {
    ensureChromium();
    install();
    build();
    must(
      pnpm(['exec', 'tsx', 'tooling/devkit/src/cli/bench.ts', ...process.argv.slice(3)]),
      'bench',
    );
    break;
  }
  default:
    console.error('usage: node scripts/run.mjs start|test|visual-update|bench');
    process.exit(2);
}
