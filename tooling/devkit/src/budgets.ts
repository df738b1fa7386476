import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Page } from '@playwright/test';

/** Byte limits (brotli) for what one page loads, per page kind. */
export interface Budget {
  js: number;
  css: number;
}
export type Budgets = Record<string, Record<string, Budget>>;

/** The committed limits in `budgets.json` at the repository root. */
export function loadBudgets(repoRoot: string): Budgets {
  return JSON.parse(readFileSync(join(repoRoot, 'budgets.json'), 'utf8')).sites as Budgets;
}

export interface LoadedFile {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  brotli: number;
}

export interface PageWeight {
  js: number;
  css: number;
  files: LoadedFile[];
}

const brotli = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Loads a page in a real browser and sums the brotli size of every script and stylesheet it
 * fetched, islands included (they load on page load). Sizes are measured by compressing each
 * response body, which is what a brotli-serving host sends.
 */
export async function measurePage(page: Page, url: string): Promise<PageWeight> {
  const pending: Array<Promise<LoadedFile | null>> = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          kind: type === 'script' ? ('js' as const) : ('css' as const),
          raw: body.length,
          brotli: brotli(body),
        }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = (await Promise.all(pending)).filter((f): f is LoadedFile => f !== null);
  return {
    js: files.filter((f) => f.kind === 'js').reduce((n, f) => n + f.brotli, 0),
    css: files.filter((f) => f.kind === 'css').reduce((n, f) => n + f.brotli, 0),
    files,
  };
}
