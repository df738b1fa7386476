import { join } from 'node:path';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { type E2EHarness, startHarness } from '@landing/devkit/e2e';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: E2EHarness;
beforeAll(async () => {
  h = await startHarness(join(import.meta.dirname, '..'));
});
afterAll(() => h?.close());

const stripOf = (page: import('playwright-core').Page, heading: string) =>
  page.getByRole('region', { name: heading });

describe('live marketplace strip island (spec 2, 4, 7, 8)', () => {
  it('prerenders 6 placeholders, then shows the stub’s books linking to their book pages', async () => {
    const html = await (await fetch(`${h.site.url}/`)).text();
    expect(html.match(/data-status="loading"/g)).toHaveLength(1);
    h.stub.setMode('ok');
    const { page, problems } = await h.open({ device: 'phone' });
    await page.goto(`${h.site.url}/`);
    const strip = stripOf(page, en.author.strip.heading);
    // A `visible` island: it hydrates (and asks for books) as it nears the viewport.
    await strip.scrollIntoViewIfNeeded();
    const book = strip.getByRole('link', { name: /Café de París/ });
    await expect.poll(() => book.count()).toBe(1);
    expect(await book.getAttribute('href')).toBe('http://localhost:4010/book/102/cafe-de-paris');
    expect(await strip.getByText('$14.50').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('writes prices for Spanish readers on /es/', async () => {
    h.stub.setMode('ok');
    const { page } = await h.open({ device: 'desktop' });
    await page.goto(`${h.site.url}/es/`);
    const strip = stripOf(page, es.author.strip.heading);
    await strip.scrollIntoViewIfNeeded();
    await expect.poll(() => strip.getByRole('link', { name: /Café de París/ }).count()).toBe(1);
    expect(await strip.getByText(es.author.strip.free).count()).toBe(1);
  });

  it('keeps the placeholders and tells only the console when the API fails (spec 8)', async () => {
    h.stub.setMode('error500');
    try {
      const { page, problems } = await h.open({ device: 'phone' });
      await page.goto(`${h.site.url}/`);
      const strip = stripOf(page, en.author.strip.heading);
      await strip.scrollIntoViewIfNeeded();
      // One retry, then the failure is logged and the placeholders stay.
      await expect.poll(() => strip.locator('[data-status="error"]').count()).toBe(1);
      expect(await strip.getByRole('link').count()).toBe(0);
      expect(await strip.locator('[aria-busy="true"]').count()).toBe(1);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.every((p) => p.startsWith('error:'))).toBe(true);
    } finally {
      h.stub.setMode('ok');
    }
  });
});
