import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../src/playwright/config.js';
import { type RunningServer, serveStatic } from '../src/server.js';

// The design system as another team adopts it (packages/ui/README.md): its tarball and its
// dependency's, made with `pnpm pack` from the built packages, installed into a new Vite app
// outside this workspace, built, and one component used in Chromium with the library's stylesheet.

const PACKED = ['packages/content', 'packages/ui'];

function run(command: string, args: string[], cwd: string): string {
  const res = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: '' } });
  const output = `${res.stdout}\n${res.stderr}`;
  expect(res.status, `${command} ${args.join(' ')}\n${output}`).toBe(0);
  return output;
}

let app: string | undefined;
let server: RunningServer | undefined;
test.afterEach(async () => {
  await server?.close();
  if (app) rmSync(app, { recursive: true, force: true });
});

test('@landing/ui packed and installed into a new Vite app renders a styled Accordion that opens on one click', async ({
  page,
}) => {
  test.setTimeout(300_000);
  app = mkdtempSync(join(tmpdir(), 'landing-adopter-'));
  for (const dir of PACKED) run('pnpm', ['pack', '--pack-destination', app], join(repoRoot, dir));
  const tarballs = readdirSync(app).filter((file) => file.endsWith('.tgz'));
  const tarball = (name: string) => `file:./${tarballs.find((file) => file.startsWith(name))}`;
  const versionOf = (name: string) =>
    JSON.parse(run('pnpm', ['list', name, '--json', '--depth=0'], join(repoRoot, 'packages/ui')))[0]
      .devDependencies[name].version;

  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'adopter',
      private: true,
      type: 'module',
      dependencies: {
        '@landing/ui': tarball('landing-ui-'),
        react: versionOf('react'),
        'react-dom': versionOf('react-dom'),
      },
      devDependencies: { vite: versionOf('vite') },
      // The library's own dependency comes from its tarball, not a registry.
      pnpm: { overrides: { '@landing/content': tarball('landing-content-') } },
    }),
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Adopter</title></head><body><main id="root"></main><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(
    join(app, 'main.js'),
    `import '@landing/ui/styles.css';
import { Accordion } from '@landing/ui';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  createElement(Accordion, {
    headingLevel: 2,
    items: [
      { id: 'refund', question: 'Can I get a refund?', answer: 'Yes, within 30 days.' },
      { id: 'export', question: 'Can I export to EPUB?', answer: 'Yes, and to PDF.' },
    ],
  }),
);
`,
  );
  // Outside the workspace; the packages come from pnpm's store when it has them.
  run('pnpm', ['install', '--ignore-workspace', '--prefer-offline', '--no-frozen-lockfile'], app);
  run('pnpm', ['exec', 'vite', 'build'], app);
  server = await serveStatic({ root: join(app, 'dist'), port: 0 });

  await page.goto(`${server.url}/`);
  const question = page.getByRole('heading', { level: 2, name: 'Can I get a refund?' });
  await expect(page.getByText('Yes, within 30 days.')).toBeHidden();
  // The library's stylesheet: the theme's font on the component, not the browser's default.
  expect(await question.evaluate((el) => getComputedStyle(el).fontFamily)).toContain(
    'Inter Variable',
  );
  await question.click();
  await expect(page.getByText('Yes, within 30 days.')).toBeVisible();
});
