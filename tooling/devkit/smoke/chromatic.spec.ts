import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../src/playwright/config.js';
import { npmRun } from './npm-run.js';

// `npm run chromatic` with a project token, up to the network boundary: Chromatic's index is a
// local stand-in (CHROMATIC_INDEX_URL) that records what reaches it and refuses the token, as
// the real one refuses a wrong token. What is proven here: the command builds Storybook with
// TurboSnap's stats, finds the build, sends the token, and fails the run when Chromatic says no.
test('npm run chromatic: builds Storybook with stats, sends the token, exits non-zero when refused', async () => {
  test.setTimeout(300_000);
  const received: string[] = [];
  const index = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push(`${req.method} ${req.url} ${body}`);
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Unauthorized' }));
    });
  });
  await new Promise<void>((resolve) => index.listen(0, '127.0.0.1', resolve));
  const { port } = index.address() as AddressInfo;
  try {
    const run = npmRun('chromatic', repoRoot, {
      ...process.env,
      CHROMATIC_PROJECT_TOKEN: 'chpt_smoke_test',
      CHROMATIC_INDEX_URL: `http://127.0.0.1:${port}`,
    });
    const code = await run.exited;
    const output = run.output();
    expect(code, output).not.toBe(0);
    expect(output).toMatch(
      /Storybook build: storybook-static, \d+ stories; TurboSnap stats: storybook-static\/preview-stats\.json/,
    );
    expect(existsSync(join(repoRoot, 'packages/ui/storybook-static/preview-stats.json'))).toBe(
      true,
    );
    expect(
      received.some((line) => line.includes('chpt_smoke_test')),
      received.join('\n'),
    ).toBe(true);
  } finally {
    await new Promise((resolve) => index.close(resolve));
  }
});
