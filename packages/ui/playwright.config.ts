import { join } from 'node:path';
import { launchOptions, portOffset, reportsDir } from '@landing/devkit/playwright/config';
import { defineConfig } from '@playwright/test';

/**
 * Every story of the static Storybook build (`pnpm build-storybook` first), visited once: its play
 * function, axe and its screenshot, compared with the committed baselines
 * `visual/__screenshots__/<story id>[--phone].png` (`visual/stories.spec.ts` says which widths).
 *
 * The baselines are lean (device pixel ratio 1, no touch, cropped to the story): the sites' own
 * suites check the real touch phone. Run with `pnpm exec playwright test`; refresh changed
 * baselines with `npm run visual:update` and review them before committing.
 */

const isCI = Boolean(process.env.CI);
const port = 6106 + portOffset();
const out = join(reportsDir, 'stories');

export default defineConfig({
  testDir: join(import.meta.dirname, 'visual'),
  testMatch: '*.spec.ts',
  outputDir: join(out, 'artifacts'),
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  // Three: a story spends much of its visit waiting on the page, so a third worker fills the cores.
  workers: 3,
  forbidOnly: isCI,
  // One retry in CI only to tell a flaky story from a broken one; `failOnFlakyTests` still fails it.
  retries: isCI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: {
    timeout: 15_000,
    // The tolerance for the captures that visual/stories.spec.ts compares (`toMatchSnapshot`) and
    // for the one it leaves to Playwright: 0.2 % of the pixels, and never more than 150 (the lower
    // one counts). The ratio alone let a changed button label pass in a section-sized picture
    // (33 baselines kept copy the claims review had changed); a label is several hundred pixels.
    toMatchSnapshot: { threshold: 0.1, maxDiffPixelRatio: 0.002, maxDiffPixels: 150 },
    toHaveScreenshot: {
      animations: 'disabled',
      threshold: 0.1,
      maxDiffPixelRatio: 0.002,
      maxDiffPixels: 150,
    },
  },
  reporter: [
    [isCI ? 'dot' : 'list'],
    ['html', { outputFolder: join(out, 'html'), open: 'never' }],
    ['json', { outputFile: join(out, 'results.json') }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
    reducedMotion: 'reduce',
    // A failed comparison attaches the expected, actual and diff images; a trace only on the retry.
    trace: 'on-first-retry',
    screenshot: 'off',
    video: 'off',
  },
  webServer: {
    command: 'node visual/serve-storybook.mjs',
    cwd: import.meta.dirname,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 2000 },
  },
});
