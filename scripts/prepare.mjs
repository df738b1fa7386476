// The steps a command takes before it runs (`prepare` in scripts/run.mjs's table): install, build,
// the static Storybook, and the tools only some commands use, each from its own lockfile.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureTools, lockedInstall, must, pnpm, root, toolVersion } from './bootstrap.mjs';

export function install() {
  ensureTools();
  must(pnpm(['install', '--frozen-lockfile']), 'pnpm install');
}

export function build() {
  must(pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']), 'build');
}

/** The static Storybook with its host files; through turbo, so an unchanged library is not rebuilt. */
export function buildStorybook() {
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
export function hostTools() {
  const dir = join(root, 'tooling/hosts');
  const wanted = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies;
  if (Object.entries(wanted).every(([name, version]) => toolVersion(name, dir) === version)) return;
  console.log(`\nInstalling the hosts' local runtimes into tooling/hosts/ (once)…`);
  const started = performance.now();
  must(lockedInstall(dir).status ?? 1, 'npm ci (tooling/hosts)');
  console.log(`Installed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

export const PREPARE = {
  install,
  build,
  storybook: buildStorybook,
  hosts: hostTools,
  'bench-tools': benchTools,
};
