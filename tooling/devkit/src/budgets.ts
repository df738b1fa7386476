import { brotliCompressSync, constants } from 'node:zlib';
import type { Page } from '@playwright/test';

/** Byte limits (brotli) for what one page loads, per page kind. */
export interface Budget {
  /** Every script a visitor who opens the page and does nothing downloads (islands included). */
  js: number;
  /** The HTML document and every stylesheet, inline or linked: what stands before the first paint. */
  htmlAndCss: number;
}

export interface LoadedFile {
  url: string;
  kind: 'html' | 'js' | 'css';
  raw: number;
  brotli: number;
}

export interface PageWeight {
  html: number;
  js: number;
  css: number;
  files: LoadedFile[];
}

const brotli = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const KINDS = { document: 'html', script: 'js', stylesheet: 'css' } as const;

/**
 * Loads a page in a real browser, waits until the network is idle, and sums the brotli size of the
 * document and of every script and stylesheet it fetched, with no scroll, tap or key press: the
 * islands that start on their own count, those that wait for the visitor do not. Sizes are measured
 * by compressing each response body, which is what a brotli-serving host sends.
 */
export async function measurePage(page: Page, url: string): Promise<PageWeight> {
  const pending: Array<Promise<LoadedFile | null>> = [];
  page.on('response', (response) => {
    const kind = KINDS[response.request().resourceType() as keyof typeof KINDS];
    if (!kind || response.status() >= 300) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          kind,
          raw: body.length,
          brotli: brotli(body),
        }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = (await Promise.all(pending)).filter((f): f is LoadedFile => f !== null);
  const total = (kind: LoadedFile['kind']) =>
    files.filter((f) => f.kind === kind).reduce((n, f) => n + f.brotli, 0);
  return { html: total('html'), js: total('js'), css: total('css'), files };
}
