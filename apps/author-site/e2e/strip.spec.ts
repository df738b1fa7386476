import { formatPrice } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { expect, test } from '@landing/devkit/playwright/fixtures';
import type { Page } from '@playwright/test';

const stripOf = (page: Page, heading: string) => page.getByRole('region', { name: heading });

test.describe('live marketplace strip island (docs/PRODUCT.md §2.6, §4.11, §7.1 and §8.1)', () => {
  test('prerenders the strip with its placeholders, before any books', {
    tag: '@server',
  }, async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html.match(/data-status="loading"/g)).toHaveLength(1);
  });

  test('shows the stub’s books linking to their book pages', async ({ page, problems }) => {
    await page.goto('/');
    const strip = stripOf(page, en.author.strip.heading);
    // A `visible` island: it hydrates (and asks for books) as the visitor scrolls near it.
    await strip.scrollIntoViewIfNeeded();
    const book = strip.getByRole('link', { name: 'Café de París' });
    await expect(book).toHaveCount(1);
    await expect(book).toHaveAttribute('href', 'http://localhost:4010/book/102/cafe-de-paris');
    await expect(strip.getByText('$14.50', { exact: true })).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('writes prices for Spanish readers on /es/', async ({ page }) => {
    await page.goto('/es/');
    const strip = stripOf(page, es.author.strip.heading);
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.getByRole('link', { name: 'Café de París' })).toHaveCount(1);
    await expect(strip.getByText(es.author.strip.free, { exact: true })).toHaveCount(1);
    await expect(strip.getByText(formatPrice(14.5, 'es'), { exact: true })).toBeVisible();
  });

  test.describe(() => {
    test.use({ stubMode: 'error500' });

    test('keeps the placeholders and tells only the console when the API fails (docs/PRODUCT.md §8.1)', async ({
      page,
      problems,
    }) => {
      await page.goto('/');
      const strip = stripOf(page, en.author.strip.heading);
      await strip.scrollIntoViewIfNeeded();
      // One retry, then the failure is logged and the placeholders stay.
      await expect(strip.locator('[data-status]')).toHaveAttribute('data-status', 'error');
      await expect(strip.getByRole('link')).toHaveCount(0);
      await expect(strip.locator('[aria-busy="true"]')).toHaveCount(1);
      await expect.poll(() => problems.length).toBeGreaterThan(0);
      expect(problems.filter((p) => !p.startsWith('error:'))).toEqual([]);
    });
  });
});
