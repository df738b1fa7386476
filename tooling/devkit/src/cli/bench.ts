// `npm run bench`: Lighthouse CI (mobile, simulated throttling, 9 runs per page) on the built
// pages, served by the production server with the stub marketplace, then the time the first tap
// on a landing's islands takes to show its result on a throttled phone (`bench-taps.ts`). It
// prints per page the medians and spreads of performance, LCP, FCP, TBT and CLS, the LCP element
// and a verdict against the targets (../bench-verdict.ts), keeps every Lighthouse report under
// .reports/lighthouse/, and exits non-zero when a page misses a target. A benchmark, run by hand on
// a quiet machine, never inside `npm test` (timings vary from machine to machine). `BENCH_RUNS=0`
// skips Lighthouse and `BENCH_TAP_RUNS=0` the taps, to measure one part alone.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startStubMarketplace } from '@landing/marketplace-client/stub';
import { benchTable, type LighthouseResult, misses, summarize } from '../bench-verdict.js';
import { CHROMIUM_ARGS, chromiumPath } from '../browser.js';
import { serveStatic } from '../server.js';
import { productSites } from '../sites.js';
import { measureTaps, tapTargets } from './bench-taps.js';

const root = join(import.meta.dirname, '../../../..');
const outDir = join(root, '.reports/lighthouse');
const runs = Number(process.env.BENCH_RUNS ?? 9);
const tapRuns = Number(process.env.BENCH_TAP_RUNS ?? 5);
// Lighthouse CI is a benchmark-only tool, kept out of the install every command pulls: the run
// script installs tooling/bench/ (its own lockfile) on the first `npm run bench` (scripts/prepare.mjs).
const lhciBin = () =>
  createRequire(join(root, 'tooling/bench/package.json')).resolve('@lhci/cli/src/cli.js');

// The pages each product site names in its definition (apps/*/site.ts `bench`), or only those
// `BENCH_PAGES` names (comma-separated site id and path, e.g. `ebook/,ebook/es/`) while working on
// one page.
const sites = await productSites();
const only = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
const targets = sites
  .flatMap((site) => site.bench.map((page) => ({ site, ...page })))
  .filter((t) => !only || only.includes(`${t.site.id}${t.path}`));
if (targets.length === 0) {
  console.error(`BENCH_PAGES names no benchmarked page: ${process.env.BENCH_PAGES}`);
  process.exit(1);
}

// The built sites call the stub on its configured port; start it there unless something (such as
// `npm start`) already serves it.
const stub = await startStubMarketplace({ port: 4010 }).catch(() => null);
const servers: Record<string, Awaited<ReturnType<typeof serveStatic>>> = Object.fromEntries(
  await Promise.all(
    sites.map(async (site) => [
      site.id,
      await serveStatic({ root: join(root, 'apps', site.name, 'dist') }),
    ]),
  ),
);
const urlOf = (t: (typeof targets)[number]) => servers[t.site.id]!.url + t.path;

/**
 * Lighthouse CI on every target page: `runs` runs each, the reports kept in `outDir`, summed up per
 * page; `collected` is its collect step's exit code.
 */
async function lighthouse() {
  /** Our budgets as Lighthouse CI assertions, all warnings. */
  const assertMatrix = targets.map((t) => {
    const bytes = t.site.budgets[t.kind];
    const escaped = urlOf(t).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    return {
      matchingUrlPattern: `^${escaped}$`,
      assertions: {
        'categories:performance': ['warn', { minScore: 1 }],
        'categories:accessibility': ['warn', { minScore: 1 }],
        'categories:best-practices': ['warn', { minScore: 0.95 }],
        'categories:seo': ['warn', { minScore: 1 }],
        'largest-contentful-paint': ['warn', { maxNumericValue: 1300 }],
        'total-blocking-time': ['warn', { maxNumericValue: 0 }],
        'cumulative-layout-shift': ['warn', { maxNumericValue: 0 }],
        ...(bytes && {
          'resource-summary:script:size': ['warn', { maxNumericValue: bytes.js }],
          'resource-summary:document:size': ['warn', { maxNumericValue: bytes.htmlAndCss }],
        }),
      },
    };
  });

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const rcFile = join(outDir, 'lighthouserc.json');
  writeFileSync(
    rcFile,
    JSON.stringify(
      {
        ci: {
          collect: {
            url: targets.map(urlOf),
            numberOfRuns: runs,
            chromePath: chromiumPath(),
            settings: {
              chromeFlags: CHROMIUM_ARGS.join(' '),
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            },
          },
          assert: { assertMatrix },
          upload: { target: 'filesystem', outputDir: outDir },
        },
      },
      null,
      2,
    ),
  );

  /** Runs one Lighthouse CI step; asynchronously, as this process serves the pages it measures. */
  const lhci = (step: string) =>
    new Promise<number>((resolve) => {
      const child = spawn(process.execPath, [lhciBin(), step, `--config=${rcFile}`], {
        cwd: outDir,
        stdio: 'inherit',
        env: { ...process.env, CHROME_PATH: chromiumPath() },
      });
      child.on('exit', (code) => resolve(code ?? 1));
    });

  const collected = await lhci('collect');
  await lhci('upload');
  // Warnings only: assert prints what is over budget and never fails the command.
  await lhci('assert');

  interface ManifestEntry {
    url: string;
    jsonPath: string;
  }
  const manifest: ManifestEntry[] = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'));

  const pages = targets.map((t) => ({
    page: `${t.site.id}${t.path}`,
    summary: summarize(
      manifest
        .filter((entry) => entry.url === urlOf(t))
        .map((entry) => JSON.parse(readFileSync(entry.jsonPath, 'utf8')) as LighthouseResult),
    ),
  }));
  return { collected, pages };
}

const skipped: Awaited<ReturnType<typeof lighthouse>> = { collected: 0, pages: [] };
const { collected, pages } = runs > 0 ? await lighthouse() : skipped;
const missed = pages.filter(({ summary }) => misses(summary).length > 0);

// The islands whose first tap is timed are the two landings' (bench-taps.ts).
const taps = tapTargets({ ebook: servers.ebook!.url, author: servers.author!.url }).filter(
  (tap) => tapRuns > 0 && targets.some((t) => urlOf(t) === tap.origin + tap.path),
);
const tapTimes = await measureTaps(taps, tapRuns);

await Promise.all([...Object.values(servers).map((server) => server.close()), stub?.close()]);

const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

if (runs > 0) {
  console.log(
    `\nLighthouse CI, ${runs}× per page (mobile, simulated throttling): median (min–max) of valid runs:\n`,
  );
  console.log(benchTable(pages));
  console.log(`\nReports: ${outDir} (HTML and JSON per run, manifest.json)`);
}

console.log(
  `\nFirst tap to result on a throttled phone (4× CPU, slow 4G), ${tapRuns} fresh loads each, median ms` +
    "\n(page: from the touch to the first frame showing the result; driver: the test driver's round trip):\n",
);
const shown = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(0) : 'lost');
taps.forEach((target, i) => {
  const times = tapTimes[i]!;
  const site = Object.entries(servers).find(([, server]) => server.url === target.origin)?.[0];
  const onPage = times.map((t) => t.page);
  const driver = times.map((t) => t.driver);
  console.log(
    `${`${site}${target.path} ${target.label}`.padEnd(36)} page ${shown(median(onPage)).padStart(5)}` +
      `   driver ${shown(median(driver)).padStart(5)}   (page per run: ${onPage.map(shown).join('/')})`,
  );
});
console.log(
  runs === 0
    ? '\nLighthouse skipped (BENCH_RUNS=0): no verdict on the targets.'
    : missed.length === 0
      ? '\nEvery page meets the targets.'
      : `\n${missed.length} of ${pages.length} pages miss a target: ${missed.map((p) => p.page).join(', ')}.`,
);
process.exit(collected === 0 && missed.length === 0 ? 0 : 1);
