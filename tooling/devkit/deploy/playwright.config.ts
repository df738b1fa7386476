import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { repoRoot, reportsDir } from '../src/playwright/config.js';
import { DEPLOY_TARGETS, PRODUCT_SITES, port, SITE_DIRS, targetPorts } from './targets.js';

/**
 * The deploy tests (docs/ARCHITECTURE.md "URLs and deployment"): one table of requests and expected
 * answers, run against the local production server (`npm start`), Debian's nginx with the
 * configuration the build generated (`npm run preview:nginx`) and Cloudflare's local Pages runtime
 * (`npm run preview:cloudflare`), each serving the built sites and the built Storybook.
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
  webServer: DEPLOY_TARGETS.flatMap((target) => {
    const ports = targetPorts(target);
    const env = {
      // The servers stop once this runner is gone, however it ended (src/lifecycle.ts).
      STOP_WITH_PID: String(process.pid),
      HOST: '127.0.0.1',
      ...Object.fromEntries(Object.entries(ports.sites).map(([name, n]) => [name, String(n)])),
      STORYBOOK_PORT: String(ports.storybook),
      STUB_PORT: String(port(target.stub)),
    };
    const common = {
      cwd: repoRoot,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 2000 },
    };
    // The last site listens last: once it answers, every site does.
    const last = PRODUCT_SITES[PRODUCT_SITES.length - 1]!;
    const ready = `http://127.0.0.1:${ports.sites[last.portVariable]}/robots.txt`;
    if (target.name === 'cloudflare') {
      // Each wrangler answers within about 2 s here; the bound is for a loaded machine.
      return [
        {
          ...common,
          command: cli('preview-cloudflare.ts'),
          env: { ...env, INSPECTOR_PORT: String(port(target.inspector)) },
          url: ready,
          timeout: 120_000,
        },
      ];
    }
    return target.name === 'nginx'
      ? [{ ...common, command: cli('preview-nginx.ts'), env, url: ready }]
      : [
          { ...common, command: cli('start.ts'), env, url: ready },
          {
            ...common,
            command: `${cli('serve.ts')} ${SITE_DIRS.storybook}`,
            env: { PORT: String(ports.storybook), STOP_WITH_PID: String(process.pid) },
            url: `http://127.0.0.1:${ports.storybook}/index.json`,
          },
        ];
  }),
});
