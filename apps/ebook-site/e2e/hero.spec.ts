import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { expect, test } from '@landing/devkit/playwright/fixtures';
import type { Locator } from '@playwright/test';

const homes = [
  { path: '/', t: en },
  { path: '/es/', t: es },
] as const;

for (const { path, t } of homes) {
  const modes = t.ebook.hero.modes;

  test.describe(`hero mode toggle on ${path} (docs/PRODUCT.md §2.2 item 1, §4.1)`, () => {
    test('switches blocks by a tap or click, keeps the mode in the hash, and follows back/forward', async ({
      page,
      problems,
      hasTouch,
    }) => {
      const press = (target: Locator) => (hasTouch ? target.tap() : target.click());
      await page.goto(path);
      const create = page.getByRole('tab', { name: modes.create });
      const have = page.getByRole('tab', { name: modes.have });
      const createHeading = page.getByRole('heading', { name: t.ebook.hero.create.headline });
      const haveHeading = page.getByRole('heading', { name: t.author.hero.headline });
      await expect(create).toHaveAttribute('aria-selected', 'true');
      await expect(createHeading).toBeVisible();
      await expect(haveHeading).toBeHidden();

      // Scroll a little, with the tabs still in reach under the sticky header (so the tap itself
      // scrolls nothing), then switch: the page goes back to the top.
      await page.mouse.wheel(0, 20);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(20);
      await press(have);
      await expect(have).toHaveAttribute('aria-selected', 'true');
      await expect(create).toHaveAttribute('aria-selected', 'false');
      await expect(page).toHaveURL((url) => url.hash === '#have-book');
      await expect(haveHeading).toBeVisible();
      await expect(createHeading).toBeHidden();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await expect(create).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL((url) => url.hash === '');
      await expect(createHeading).toBeVisible();
      await expect(haveHeading).toBeHidden();

      await page.goForward();
      await expect(have).toHaveAttribute('aria-selected', 'true');
      await expect(haveHeading).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('opens in have-book mode from a shared #have-book link and loads the live strip', async ({
      page,
      problems,
    }) => {
      await page.goto(`${path}#have-book`);
      await expect(page.getByRole('tab', { name: modes.have })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('heading', { name: t.author.hero.headline })).toBeVisible();
      // The embedded author landing's strip island hydrates once it is near the screen and shows
      // the stub's books.
      const strip = page.getByRole('region', { name: t.author.strip.heading });
      await strip.scrollIntoViewIfNeeded();
      await expect(strip.getByRole('link', { name: /Café de París/ }).first()).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('switches on a hash change and ignores unrelated hashes', async ({ page }) => {
      await page.goto(path);
      const create = page.getByRole('tab', { name: modes.create });
      const have = page.getByRole('tab', { name: modes.have });
      await page.evaluate(() => {
        window.location.hash = 'have-book';
      });
      await expect(have).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: t.author.hero.headline })).toBeVisible();
      await page.evaluate(() => {
        window.location.hash = 'no-such-section';
      });
      await expect(create).toHaveAttribute('aria-selected', 'true');
      await expect(have).toHaveAttribute('aria-selected', 'false');
      await expect(page.getByRole('heading', { name: t.ebook.hero.create.headline })).toBeVisible();
    });

    test('is operable from the keyboard with arrow keys', async ({ page }) => {
      await page.goto(path);
      const create = page.getByRole('tab', { name: modes.create });
      const have = page.getByRole('tab', { name: modes.have });
      await expect(create).toHaveAttribute('aria-selected', 'true');
      await create.focus();
      await page.keyboard.press('ArrowRight');
      await expect(have).toHaveAttribute('aria-selected', 'true');
      await expect(have).toBeFocused();
      await expect(page.getByRole('heading', { name: t.author.hero.headline })).toBeVisible();
    });
  });
}
