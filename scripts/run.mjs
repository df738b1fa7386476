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
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { env, must, nodeBin, pnpm, root } from './bootstrap.mjs';
import { build, PREPARE } from './prepare.mjs';
import {
  affectedPackages,
  browserSuites,
  check,
  DEV_COMMANDS,
  deploySuite,
  playwright,
  runAllTests,
  runUnitSuites,
  sites,
  summarize,
  unitSuites,
} from './suites.mjs';
import {
  ensureSystemPackages,
  NGINX_PACKAGES,
  optimizeChangedBaselines,
  PNG_PACKAGES,
  SYSTEM_PACKAGES,
} from './system.mjs';

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

/**
 * The turbo filter of `npm run build:production -- --site <id>`: that site's package and what it
 * depends on; none without `--site`. An id no site has stops with the ids there are.
 */
export function productionFilter(extra) {
  const at = extra.indexOf('--site');
  if (at === -1) return [];
  const id = extra[at + 1];
  const known = sites().filter((site) => site.product);
  const site = known.find((candidate) => candidate.id === id);
  if (!site) {
    console.error(
      `✗ build:production: --site takes one of ${known.map((s) => s.id).join(', ')} (got ${id ?? 'nothing'})`,
    );
    process.exit(2);
  }
  return [`--filter=@landing/${site.name}...`];
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
    // Every site, or one (`-- --site ebook`), built for going live (docs/GO-LIVE.md): each app's
    // build checks its configuration (the environment, then apps/<name>/.env.production) and
    // legal facts first and stops, naming what to set, on a default or a placeholder. Forced: the
    // facts file's contents are not in turbo's cache key.
    prepare: ['install'],
    run: (extra) =>
      must(
        pnpm(
          [
            'exec',
            'turbo',
            'run',
            'build',
            '--force',
            '--output-logs=errors-only',
            ...productionFilter(extra),
          ],
          { env: { ...env, SITE_ENV: 'production' } },
        ),
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
    run: () => summarize(runUnitSuites(unitSuites())),
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
  affected: {
    // `npm run affected -- <site> <ref>`: whether a change since <ref> touches the site or a
    // package it depends on (turbo's `...[ref]` filter, as `npm run test:changed` reads it); a
    // CI job set per site runs only then (.github/workflows/sites.yml). Prints `affected=true` or
    // `affected=false`, also to $GITHUB_OUTPUT when a GitHub Actions step runs it.
    prepare: ['install'],
    run: ([id, ref = 'main']) => {
      const site = sites().find((candidate) => candidate.id === id);
      if (!site) {
        console.error(
          `✗ affected: name a site (${sites()
            .map((s) => s.id)
            .join(', ')})`,
        );
        process.exit(2);
      }
      const changed = affectedPackages(ref);
      const line = `affected=${changed === null || changed.has(`apps/${site.name}`)}`;
      console.log(line);
      if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `${line}\n`);
    },
  },
  'new-site': {
    // A new site from the example (tooling/devkit/src/new-site.ts), then the install that links
    // its package and the formatting of what it wrote; docs/CONTRIBUTING.md "Add a site".
    prepare: ['install'],
    run: (extra) => {
      const made = spawnSync(nodeBin, ['tooling/devkit/bin/landing.mjs', 'new-site', ...extra], {
        cwd: root,
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      must(made.status ?? 1, 'new-site');
      const { id, created, edited } = JSON.parse(made.stdout);
      must(
        pnpm(['install', '--no-frozen-lockfile', '--prefer-offline']),
        'linking the new package (pnpm install)',
      );
      must(pnpm(['exec', 'biome', 'check', '--write', ...created, ...edited]), 'formatting');
      // pnpm install adds the package to the lockfile.
      edited.push('pnpm-lock.yaml');
      console.log(
        `\nCreated apps/${id}-site: ${created.length} files created, ${edited.length} edited:`,
      );
      for (const file of [...created, ...edited]) console.log(`  ${file}`);
      console.log(
        `\nNext: its definition (apps/${id}-site/site.ts), its page (src/pages/HomePage.tsx) and its copy (packages/content/src/locales/*/${id}.ts, seo.ts, common.ts); docs/CONTRIBUTING.md "Add a site".`,
      );
    },
  },
  bench: {
    system: SYSTEM_PACKAGES.slice(0, 1),
    prepare: ['install', 'build', 'bench-tools'],
    run: (extra) =>
      must(pnpm(['exec', 'tsx', 'tooling/devkit/src/cli/bench.ts', ...extra]), 'bench'),
  },
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
