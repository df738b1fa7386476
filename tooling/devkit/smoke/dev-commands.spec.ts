import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { expect, type Page, test } from '@playwright/test';

/** Console errors and warnings, and which origins the page opened web sockets to. */
function watch(page: Page) {
  const problems: string[] = [];
  const sockets: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // The console names no address for a failed load; the response does.
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`response ${r.status()}: ${r.url()}`);
  });
  page.on('websocket', (ws) => sockets.push(new URL(ws.url()).port));
  return { problems, sockets };
}

const SITES = [
  { name: 'ebook site', port: '5173', paths: ['/', '/es/'] },
  { name: 'author site', port: '5174', paths: ['/', '/es/'] },
];

for (const site of SITES) {
  for (const path of site.paths) {
    test(`npm run dev: the ${site.name} renders ${path} with hot reload on its own port`, async ({
      page,
    }) => {
      const { problems, sockets } = watch(page);
      await page.goto(`http://localhost:${site.port}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', path === '/' ? 'en' : 'es');
      // Vite's client connects its hot-reload socket once the page's scripts have run.
      await expect.poll(() => sockets).toContain(site.port);
      expect(problems).toEqual([]);
    });
  }
}

test('npm run dev listens on this machine only: its network address refuses the connection', async () => {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
  test.skip(!address, 'this machine has no network address besides loopback');
  for (const { port } of SITES) {
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), address!);
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(String(error.code)));
    });
    expect(outcome, `${address}:${port}`).toBe('ECONNREFUSED');
  }
});

test('npm run storybook: a story renders in the preview with no console error', async ({
  page,
  request,
}) => {
  const { problems } = watch(page);
  const index = await (await request.get('http://localhost:6006/index.json')).json();
  // A named story, not the index's first: which comes first follows the docs pages' imports, and
  // Button › Primary (first since its docs pages were added) makes Storybook's own dev runtime warn
  // "Accessing the Story Store is deprecated" from its spy instrumentation, not from our code.
  const story = Object.values(index.entries as Record<string, { id: string; type: string }>).find(
    (entry) => entry.type === 'story' && entry.id === 'components-content-accordion--all-closed',
  );
  expect(story).toBeDefined();
  await page.goto(`http://localhost:6006/iframe.html?id=${story!.id}&viewMode=story`);
  await expect(page.locator('#storybook-root')).not.toBeEmpty();
  expect(problems).toEqual([]);
});
