import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import {
  expect,
  layoutShifts,
  oneDeviceFor,
  press,
  recordLayoutShifts,
  test,
} from '@landing/devkit/playwright/fixtures';
import type { Locator } from '@playwright/test';

const homes = [
  { path: '/', lang: 'en', t: en },
  { path: '/es/', lang: 'es', t: es },
] as const;

for (const { path, lang, t } of homes) {
  const modes = t.ebook.hero.modes;
  // What a hash or an arrow key switches to is the same on every device: once per language.
  const device = oneDeviceFor(lang);

  test.describe(`hero mode toggle on ${path} (docs/PRODUCT.md §2.2 item 1, §4.1)`, () => {
    test('switches blocks by a tap or click, keeps the mode in the hash, and follows back/forward', async ({
      page,
      problems,
      hasTouch,
    }) => {
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
      await press(have, hasTouch);
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

    test(`switches on a hash change and ignores unrelated hashes ${device}`, async ({ page }) => {
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

    test('on a 390×844 phone the switch, the heading and the actions fit the first screen, the picture of the editor under them', {
      tag: '@phone',
    }, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const firstScreen = { width: 390, height: 844 };
      const boxOf = async (target: Locator) => {
        await expect(target).toBeVisible();
        const box = await target.boundingBox();
        expect(box).not.toBeNull();
        return box!;
      };
      // The hero's own actions: the header and the closing banner carry links of the same names.
      const hero = page.getByRole('tabpanel', { name: modes.create });
      const cta = await boxOf(
        hero.getByRole('link', { name: new RegExp(`^${t.ebook.hero.create.primaryCta}`) }).first(),
      );
      for (const box of [
        await boxOf(page.getByRole('tablist', { name: modes.label })),
        await boxOf(page.getByRole('heading', { level: 1, name: t.ebook.hero.create.headline })),
        cta,
        await boxOf(hero.getByRole('button', { name: t.ebook.hero.create.secondaryCta })),
      ]) {
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(firstScreen.height);
        expect(box.x + box.width).toBeLessThanOrEqual(firstScreen.width);
      }
      // The picture starts under the actions, inside the page's gutter.
      const picture = await boxOf(page.getByRole('img', { name: t.ebook.hero.create.visualAlt }));
      expect(picture.y).toBeGreaterThan(cta.y + cta.height);
      expect(picture.x + picture.width).toBeLessThanOrEqual(firstScreen.width);
    });

    test('on a 1280 px screen the picture of the editor sits beside the heading, in the first screen', {
      tag: '@desktop',
    }, async ({ page }) => {
      await page.goto(path);
      const heading = await page
        .getByRole('heading', { level: 1, name: t.ebook.hero.create.headline })
        .boundingBox();
      const img = page.getByRole('img', { name: t.ebook.hero.create.visualAlt });
      await expect(img).toBeVisible();
      // Loaded at once and first: it is the largest thing in a desktop visitor's first screen.
      await expect(img).toHaveAttribute('fetchpriority', 'high');
      await expect(img).not.toHaveAttribute('loading', 'lazy');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(560);
      const picture = (await img.boundingBox())!;
      expect(picture.x).toBeGreaterThan(heading!.x + heading!.width);
      expect(picture.y + picture.height).toBeLessThanOrEqual(800);
      expect(picture.y).toBeLessThan(heading!.y + heading!.height);
    });

    test('the picture of the editor arrives without moving anything (its box is reserved)', async ({
      page,
    }) => {
      // Hold the picture back until the page is parsed and painted, as on a slow connection.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/assets/editor-*.svg', async (route) => {
        await released;
        await route.continue();
      });
      await recordLayoutShifts(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => new Promise(requestAnimationFrame));
      release();
      const img = page.getByRole('img', { name: t.ebook.hero.create.visualAlt });
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBe(560);
      expect(await layoutShifts(page)).toEqual([]);
    });

    test(`is operable from the keyboard with arrow keys ${device}`, async ({ page }) => {
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
