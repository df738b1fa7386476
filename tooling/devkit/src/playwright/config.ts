import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../browser.js';

export const repoRoot = join(import.meta.dirname, '../../../..');

/** Where every suite writes its HTML report, JSON totals and failure artifacts (git-ignored). */
export const reportsDir = join(repoRoot, '.reports');

const isCI = Boolean(process.env.CI);

/**
 * Shifts every port a suite binds, so two checkouts on one machine can run their suites side by
 * side (`TEST_PORT_OFFSET=100`). Zero by default; a value that is not a whole number is refused.
 */
export function portOffset(): number {
  const raw = process.env.TEST_PORT_OFFSET ?? '0';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) {
    throw new Error(`TEST_PORT_OFFSET must be a whole number from 0 to 50000, got "${raw}"`);
  }
  return offset;
}

/** Debian's Chromium for every project: test tools cannot download their own browser here. */
export const launchOptions = { executablePath: chromiumPath(), args: CHROMIUM_ARGS };

/** The one-tap tests (`e2e/first-tap.spec.ts`): a throttled phone, in its own project. */
const FIRST_TAP = '**/first-tap.spec.ts';
/** What a visitor without JavaScript reaches (`e2e/no-script.spec.ts`), in its own project. */
const NO_SCRIPT = '**/no-script.spec.ts';

/**
 * The two people every page is checked for: a touch phone (Pixel 7: 412×915 CSS pixels, device
 * pixel ratio 2.625, mobile viewport handling, touch, a mobile user agent) and a desktop.
 *
 * Tags narrow a test to one of them: `@phone` runs only on the phone, `@desktop` only on the
 * desktop, and `@server` (a check of HTTP responses that needs no browser) once, with the desktop.
 *
 * The third project, `throttled`, is the same phone slowed to a mid-range one (4× CPU, slow 4G) for
 * the one-tap tests. It runs after the other two and one test at a time, so no other browser
 * competes for the CPU while a tap waits for its island: those tests prove that a tap is never
 * lost, with a generous bound, and how fast it is answered is a figure of `npm run bench`.
 *
 * The fourth, `no-script`, is the phone with JavaScript disabled, for the checks of what the HTML
 * does on its own (`describeWithoutScript`, `no-script.ts`); only its spec runs there.
 */
export const PROJECTS = [
  {
    name: 'phone',
    use: { ...devices['Pixel 7'], launchOptions },
    grepInvert: /@desktop|@server/,
    testIgnore: [FIRST_TAP, NO_SCRIPT],
  },
  {
    name: 'desktop',
    use: {
      ...devices['Desktop Chrome'],
      viewport: { width: 1280, height: 800 },
      launchOptions,
    },
    grepInvert: /@phone/,
    testIgnore: [FIRST_TAP, NO_SCRIPT],
  },
  {
    name: 'throttled',
    use: { ...devices['Pixel 7'], launchOptions },
    testMatch: FIRST_TAP,
    // After the others, two at a time: a throttled test spends most of its time on the slow-4G
    // network, and one CPU-throttled page per core leaves each its own core.
    dependencies: ['phone', 'desktop'],
    workers: 2,
  },
  {
    name: 'no-script',
    use: { ...devices['Pixel 7'], javaScriptEnabled: false, launchOptions },
    testMatch: NO_SCRIPT,
  },
] as const satisfies PlaywrightTestConfig['projects'];

export interface SiteTestConfigOptions {
  /** The suite's name in reports, e.g. `ebook-site`. */
  name: string;
  /** Absolute path of the app folder (its `dist/` is served). */
  appDir: string;
  /** Port of the built site under test; each app has its own so suites can run side by side. */
  sitePort: number;
  /** Port of this suite's stub marketplace. */
  stubPort: number;
  /**
   * Port the site's pseudo-locale build (`dist-pseudo/`, `landing build --pseudo`) is served on,
   * for its tests (`playwright/pseudo-locale.ts`); none when the site has no pseudo build.
   */
  pseudoPort?: number;
}

/**
 * The Playwright configuration of a site's end-to-end suite: the built, prerendered site served by
 * the production server, its own stub marketplace, both projects, traces (with their screencast)
 * of failures (in CI, of the retry) and screenshots kept on failure, and reports under `.reports/`.
 * A test that passes only on a retry fails the run.
 */
export function defineSiteTestConfig({
  name,
  appDir,
  sitePort: baseSitePort,
  stubPort: baseStubPort,
  pseudoPort: basePseudoPort,
}: SiteTestConfigOptions): PlaywrightTestConfig {
  const sitePort = baseSitePort + portOffset();
  const stubPort = baseStubPort + portOffset();
  const pseudoPort = basePseudoPort === undefined ? undefined : basePseudoPort + portOffset();
  const out = join(reportsDir, name);
  const cli = (file: string) =>
    `node --import tsx ${join(repoRoot, 'tooling/devkit/src/cli', file)}`;
  // Each server stops once this runner is gone, however it ended (an interrupted `npm test`, a
  // second Ctrl+C): its web servers run in process groups of their own (src/lifecycle.ts).
  const owner = { STOP_WITH_PID: String(process.pid) };
  return defineConfig({
    testDir: join(appDir, 'e2e'),
    testMatch: '**/*.spec.ts',
    outputDir: join(out, 'artifacts'),
    snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
    fullyParallel: true,
    // Three on the 2-core CI machine, as the stories' suite: a visitor's test spends much of its
    // time waiting on the page (a landing held still, a live block's data, a timer): on two
    // workers the ebook suite used 662 CPU-seconds (a cpuacct cgroup around the run) in 426 s of
    // wall time, a fifth of two cores idle. The throttled project runs two at a time.
    workers: 3,
    forbidOnly: isCI,
    // One retry in CI only to tell a flaky test from a broken one; `failOnFlakyTests` still fails it.
    retries: isCI ? 1 : 0,
    failOnFlakyTests: true,
    timeout: 30_000,
    expect: {
      timeout: 10_000,
      toHaveScreenshot: {
        // CSS pixels whatever the device pixel ratio: baselines stay small and readable.
        scale: 'css',
        animations: 'disabled',
        threshold: 0.1,
        maxDiffPixelRatio: 0.002,
      },
    },
    reporter: [
      [isCI ? 'dot' : 'list'],
      ['html', { outputFolder: join(out, 'html'), open: 'never' }],
      ['json', { outputFile: join(out, 'results.json') }],
    ],
    use: {
      baseURL: `http://localhost:${sitePort}`,
      // A trace costs every test its recording (the example suite ran in 1.4 min without, 1.7
      // with): in CI, where a failure is retried once, only the retry records one; at a desk,
      // every failure keeps its trace.
      trace: isCI ? 'on-first-retry' : 'retain-on-failure',
      screenshot: 'only-on-failure',
      // No video: Playwright records it with its own ffmpeg build, a download this machine cannot
      // make. The trace keeps a screencast of every step, which shows more than a video would.
      video: 'off',
    },
    projects: [...PROJECTS],
    webServer: [
      {
        command: cli('serve.ts'),
        cwd: appDir,
        env: { ...owner, PORT: String(sitePort) },
        url: `http://localhost:${sitePort}/robots.txt`,
        reuseExistingServer: false,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 2000 },
      },
      {
        command: cli('stub.ts'),
        env: { ...owner, STUB_PORT: String(stubPort) },
        url: `http://localhost:${stubPort}/__health`,
        reuseExistingServer: false,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 2000 },
      },
      ...(pseudoPort === undefined
        ? []
        : [
            {
              command: `${cli('serve.ts')} dist-pseudo`,
              cwd: appDir,
              env: { ...owner, PORT: String(pseudoPort) },
              url: `http://localhost:${pseudoPort}/robots.txt`,
              reuseExistingServer: false,
              gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 2000 },
            },
          ]),
    ],
    metadata: { stubPort, pseudoPort },
  });
}
