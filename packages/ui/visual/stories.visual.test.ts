import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { launchChromium, VIEWPORTS, type ViewportName } from '@landing/devkit/browser';
import { compareWithBaseline } from '@landing/devkit/visual';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const staticDir = join(import.meta.dirname, '../storybook-static');
const baselineDir = join(import.meta.dirname, '__screenshots__');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index: Record<string, IndexEntry> = existsSync(join(staticDir, 'index.json'))
  ? JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')).entries
  : {};
const stories = Object.values(index).filter(
  (e) => e.type === 'story' && !e.tags?.includes('no-visual'),
);

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

let server: Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(staticDir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(staticDir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

describe('visual: every story at phone and desktop widths', () => {
  it('has a Storybook build with stories to compare', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  for (const device of Object.keys(VIEWPORTS) as ViewportName[]) {
    for (const story of stories) {
      it(`visual: ${story.id} (${device})`, async () => {
        const context = await browser.newContext({
          viewport: VIEWPORTS[device],
          reducedMotion: 'reduce',
        });
        try {
          const page = await context.newPage();
          await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
          await page.waitForSelector('#storybook-root > *, #storybook-root[data-ready]', {
            timeout: 15_000,
          });
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          // Wait for the play function to finish: it drives the story into its named state.
          await page.waitForFunction(
            () => {
              // biome-ignore lint/suspicious/noExplicitAny: Storybook's preview global.
              const render = (window as any).__STORYBOOK_PREVIEW__?.currentRender;
              return (
                !render || ['completed', 'finished', 'errored', 'aborted'].includes(render.phase)
              );
            },
            undefined,
            { timeout: 15_000 },
          );
          const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
          const result = await compareWithBaseline(
            png,
            join(baselineDir, `${story.id}--${device}.png`),
          );
          expect(result.status, result.message).not.toBe('mismatch');
          expect(result.status, result.message).not.toBe('missing');
        } finally {
          await context.close();
        }
      });
    }
  }
});
