// `npm run chromatic`: builds Storybook with the stats TurboSnap reads, checks the build, then
// publishes it to Chromatic for review. Chromatic is the review gate: it exits non-zero while a
// visual change is unreviewed (no `--exit-zero-on-changes`), and `npm test` counts it as a suite
// when a project token is set. Without a token it is skipped with one line: it needs the network,
// and the local pixel check (visual/stories.spec.ts) still runs in `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic (the local pixel check still runs in npm test).',
  );
  process.exit(0);
}

// The static Storybook the stories' suite checks and the previews serve, built with TurboSnap's
// stats (build-storybook in package.json) through turbo: after \`npm test\`, or with the library
// unchanged, it is turbo's cached build and nothing is built again.
const out = 'storybook-static';
const built = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'build-storybook', '--filter=@landing/ui', '--output-logs=errors-only'],
  { stdio: 'inherit', cwd: join(import.meta.dirname, '../../..') },
);
if (built.status !== 0) {
  console.error(`✗ storybook build failed (exit ${built.status})`);
  process.exit(built.status || 1);
}

// TurboSnap traces changed files to stories through this file; without it Chromatic would
// snapshot every story and say nothing.
const stats = join(out, 'preview-stats.json');
const index = join(out, 'index.json');
if (!existsSync(stats) || !existsSync(index)) {
  console.error(`✗ ${out} has no ${existsSync(index) ? 'preview-stats.json' : 'index.json'}`);
  process.exit(1);
}
const stories = Object.values(JSON.parse(readFileSync(index, 'utf8')).entries).filter(
  (entry) => entry.type === 'story',
).length;
console.log(`Storybook build: ${out}, ${stories} stories; TurboSnap stats: ${stats}`);

const result = spawnSync(
  'chromatic',
  ['--storybook-build-dir', out, '--only-changed', '--skip-update-check'],
  {
    stdio: 'inherit',
    // Its error reporter keeps the process alive after a failure when it cannot reach its own
    // host (docs/TOOLCHAIN.md "Known pitfalls"): off, so a refusal ends the run at once.
    env: { ...process.env, DISABLE_ERROR_MONITORING: 'true' },
    // Chromatic retries for minutes when the network is down; give up after 10.
    timeout: 10 * 60 * 1000,
  },
);
process.exit(result.status ?? 1);
