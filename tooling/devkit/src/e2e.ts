import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type StubMarketplace, startStubMarketplace } from '@landing/marketplace-client/stub';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium, VIEWPORTS, type ViewportName } from './browser.js';
import { type RunningServer, serveStatic } from './server.js';

/**
 * The origin the built sites call by default (the embedded stub configuration). End-to-end tests
 * start their own stub on a free port and route this origin to it, so they never clash with a
 * running `npm start`.
 */
export const CONFIGURED_STUB_ORIGIN = 'http://localhost:4010';

export interface E2EHarness {
  browser: Browser;
  site: RunningServer;
  stub: StubMarketplace;
  /** A new context + page at a viewport, with the stub routed in and console problems recorded. */
  open(options?: OpenOptions): Promise<OpenedPage>;
  close(): Promise<void>;
}

export interface OpenOptions extends BrowserContextOptions {
  viewport?: { width: number; height: number };
  /** Shorthand for a named viewport. @default 'desktop' */
  device?: ViewportName;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings and uncaught exceptions seen so far. */
  problems: string[];
}

/** Starts the app's built site, a stub marketplace and Chromium. */
export async function startHarness(appDir: string): Promise<E2EHarness> {
  const [site, stub, browser] = await Promise.all([
    serveStatic({ root: join(appDir, 'dist') }),
    startStubMarketplace({ port: 0 }),
    launchChromium(),
  ]);
  const contexts: BrowserContext[] = [];

  const open = async ({ device = 'desktop', ...options }: OpenOptions = {}) => {
    const context = await browser.newContext({ viewport: VIEWPORTS[device], ...options });
    contexts.push(context);
    await context.route(`${CONFIGURED_STUB_ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url());
      const target = stub.url + url.pathname + url.search;
      try {
        const response = await route.fetch({ url: target, timeout: 30_000 });
        await route.fulfill({ response });
      } catch {
        await route.abort().catch(() => {});
      }
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    return { context, page, problems };
  };

  return {
    browser,
    site,
    stub,
    open,
    close: async () => {
      await Promise.allSettled(contexts.map((c) => c.close()));
      await Promise.allSettled([browser.close(), site.close(), stub.close()]);
    },
  };
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe (WCAG 2.x A and AA rules) on the page and returns readable violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's strict CSP does not block it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected above.
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    // biome-ignore lint/suspicious/noExplicitAny: axe result shape.
    return result.violations.map((v: any) => ({
      id: v.id,
      targets: v.nodes.slice(0, 5).map((n: { target: string[] }) => n.target.join(' ')),
    }));
  });
  return violations.map(
    (v: { id: string; targets: string[] }) => `${v.id}: ${v.targets.join(', ')}`,
  );
}

/**
 * Waits until the page's web fonts and every image have loaded (or failed). Lazy images are made
 * eager first: a full-page screenshot shows them, but they would never load without scrolling.
 */
export async function fontsAndImagesReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const img of Array.from(document.images)) {
      if (img.loading === 'lazy') img.loading = 'eager';
    }
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((r) => {
              img.addEventListener('load', r, { once: true });
              img.addEventListener('error', r, { once: true });
            }),
        ),
    );
  });
}

/** Waits until the network is idle and fonts and images have settled, for stable screenshots. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await fontsAndImagesReady(page);
}
