import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { launchOptions, repoRoot, reportsDir } from '../src/playwright/config.js';

/**
 * The README's developer commands, started the way a newcomer starts them (`npm run dev`,
 * `npm run storybook`), each page loaded once in Chromium; and `npm start` stopped by a signal and
 * started on a taken port (start.spec.ts, on ports of its own); `npm run new-site` and `npm run
 * build` on a fresh copy, the new site's suite run there (fresh-clone.spec.ts). Run from a fresh
 * clone by `npm test`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: join(reportsDir, 'dev-commands/artifacts'),
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  // The first request to each dev server compiles the page on demand.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    ['json', { outputFile: join(reportsDir, 'dev-commands/results.json') }],
  ],
  use: { launchOptions, trace: 'retain-on-failure' },
  webServer: [
    {
      command: 'npm run dev',
      cwd: repoRoot,
      url: 'http://localhost:5174/',
      // Stops once this runner is gone, however it ended (scripts/run.mjs `serve`).
      env: { STOP_WITH_PID: String(process.pid) },
      timeout: 300_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    },
    {
      command: 'npm run storybook',
      cwd: repoRoot,
      url: 'http://localhost:6006/index.json',
      env: { STOP_WITH_PID: String(process.pid) },
      timeout: 300_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    },
  ],
});
