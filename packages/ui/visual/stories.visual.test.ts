import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { launchChromium, VIEWPORTS, type ViewportName } from '@landing/devkit/browser';
import { fontsAndImagesReady } from '@landing/devkit/e2e';
import { compareWithBaseline } from '@landing/devkit/visual';
import type { Browser, Page } from 'playwright';
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

/**
 * Switches the already-loaded Storybook preview to a story and resolves when it has rendered and
 * its play function has finished (Storybook emits `storyRendered` after play). Reusing one page
 * per viewport avoids reloading the 1 MB preview bundle for each of the stories.
 */
async function showStory(page: Page, storyId: string): Promise<void> {
  const outcome = await switchStory(page, storyId).catch(() => 'lost');
  // A story whose play function follows a link leaves the preview: load the next one afresh.
  if (outcome === 'lost') {
    await loadStory(page, storyId);
  } else if (outcome !== 'rendered') throw new Error(`story ${storyId} ${outcome}`);
  // Fonts and images only: an embedded frame (the demo video) may never let the network go idle.
  await fontsAndImagesReady(page);
}

/** Loads the preview on a story and waits until its play function has finished. */
async function loadStory(page: Page, storyId: string): Promise<void> {
  // Storybook rewrites the URL with history.replaceState while it boots, which Playwright may
  // report as an interrupted navigation: the page still loads, so wait on the render instead.
  await page.goto(`${base}/iframe.html?id=${storyId}&viewMode=story`).catch((error: Error) => {
    if (!/interrupted by another navigation/.test(error.message)) throw error;
  });
  await page.waitForFunction(
    (id) => {
      // biome-ignore lint/suspicious/noExplicitAny: Storybook's preview global.
      const render = (window as any).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && ['completed', 'finished', 'played'].includes(render.phase);
    },
    storyId,
    { timeout: 20_000 },
  );
}

/** Switches the loaded preview to a story through Storybook's channel. */
async function switchStory(page: Page, storyId: string): Promise<string> {
  if (!(await page.evaluate(() => '__STORYBOOK_ADDONS_CHANNEL__' in window))) return 'lost';
  return page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        // biome-ignore lint/suspicious/noExplicitAny: Storybook's channel global.
        const channel = (window as any).__STORYBOOK_ADDONS_CHANNEL__;
        const finish = (result: string) => {
          for (const [event, handler] of handlers) channel.off(event, handler);
          resolve(result);
        };
        const handlers: Array<[string, (arg: unknown) => void]> = [
          ['storyRendered', (storyId) => storyId === id && finish('rendered')],
          ['storyErrored', () => finish('errored')],
          ['storyThrewException', () => finish('threw')],
          ['storyMissing', () => finish('missing')],
        ];
        for (const [event, handler] of handlers) channel.on(event, handler);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

describe('visual: every story at phone and desktop widths', () => {
  it('has a Storybook build with stories to compare', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  for (const device of Object.keys(VIEWPORTS) as ViewportName[]) {
    describe(device, () => {
      let page: Page;
      beforeAll(async () => {
        const context = await browser.newContext({
          viewport: VIEWPORTS[device],
          reducedMotion: 'reduce',
        });
        // The first story loads the preview (a blank page has no Storybook channel yet).
        page = await context.newPage();
      });

      for (const story of stories) {
        it(`visual: ${story.id} (${device})`, async () => {
          await showStory(page, story.id);
          const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
          const result = await compareWithBaseline(
            png,
            join(baselineDir, `${story.id}--${device}.png`),
          );
          expect(result.status, result.message).not.toBe('mismatch');
          expect(result.status, result.message).not.toBe('missing');
        });
      }
    });
  }
});
