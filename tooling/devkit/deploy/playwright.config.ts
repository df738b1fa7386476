import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { portOffset, repoRoot, reportsDir } from '../src/playwright/config.js';
import { DEPLOY_TARGETS } from './targets.js';

/**
 * The deploy tests (docs/ARCHITECTURE.md "URLs and deployment"): one table of requests and expected
 * answers, run against the local production server (`npm start`) and against Debian's nginx with
 * the configuration the build generated (`npm run preview:nginx`), both serving the built sites.
 * HTTP only: no browser. Run by `npm test` after the build.
 */
const cli = (file: string) => `node --import tsx ${join(repoRoot, 'tooling/devkit/src/cli', file)}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: join(reportsDir, 'deploy/artifacts'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    ['json', { outputFile: join(reportsDir, 'deploy/results.json') }],
  ],
  projects: DEPLOY_TARGETS.map((target) => ({ name: target.name })),
  webServer: DEPLOY_TARGETS.map((target) => ({
    command: cli(target.command),
    cwd: repoRoot,
    env: {
      HOST: '127.0.0.1',
      EBOOK_PORT: String(target.ports.ebook + portOffset()),
      AUTHOR_PORT: String(target.ports.author + portOffset()),
      STUB_PORT: String(target.ports.stub + portOffset()),
    },
    url: `http://127.0.0.1:${target.ports.author + portOffset()}/robots.txt`,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 2000 },
  })),
});
