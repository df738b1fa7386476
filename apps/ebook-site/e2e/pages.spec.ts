import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import {
  axeViolations,
  expect,
  fontsAndImagesReady,
  gotoInTheSiteFace,
  press,
  test,
} from '@landing/devkit/playwright/fixtures';
import type { Locator, Page } from '@playwright/test';

const homes = [
  { path: '/', t: en, name: 'home' },
  { path: '/es/', t: es, name: 'es' },
] as const;

type Messages = (typeof homes)[number]['t'];

/**
 * Brings the have-book block to what a visitor sees once it has loaded: the publishing demo (which
 * starts when it is on screen: below the fold on a phone) has gone live, and the marketplace strip
 * and the bundle card (which load as they near the screen) show the stub's books. Ends back at the
 * top of the page.
 */
async function haveBookLoaded(page: Page, t: Messages): Promise<void> {
  await expect(page.getByRole('heading', { name: t.author.hero.headline })).toBeVisible();
  const demo = page.getByRole('figure', { name: t.author.demoCard.label });
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.getByRole('status')).toHaveText(t.author.demoCard.liveTitle);
  const strip = page.getByRole('region', { name: t.author.strip.heading });
  await strip.scrollIntoViewIfNeeded();
  await expect(strip.getByRole('link', { name: /Café de París/ }).first()).toBeVisible();
  const liveNote = page.getByText(t.author.bundle.liveNote);
  await liveNote.scrollIntoViewIfNeeded();
  await expect(liveNote).toBeVisible();
  await page.getByRole('tablist', { name: t.ebook.hero.modes.label }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

const fontSize = (heading: Locator) =>
  heading.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

/**
 * The have-book mode's headings read in order of rank (docs/PRODUCT.md §2.6: the embedded
 * composition sits under the have-book heading): its h1 is set larger than every other heading the
 * first screen shows, and the embedded hero's h2 at least a step of the type scale smaller.
 */
async function expectHeadingHierarchy(page: Page, t: Messages): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1, name: t.ebook.hero.have.heading });
  const heroTitle = page.getByRole('heading', { level: 2, name: t.author.hero.headline });
  const h1Size = await fontSize(h1);
  expect(await fontSize(heroTitle), 'the embedded hero title, in px').toBeLessThanOrEqual(
    h1Size * 0.8,
  );
  const others: number[] = [];
  for (const heading of await page.getByRole('heading').all()) {
    const box = await heading.boundingBox();
    const onFirstScreen = box !== null && box.y < page.viewportSize()!.height;
    if (onFirstScreen && !(await heading.evaluate((element) => element.tagName === 'H1'))) {
      others.push(await fontSize(heading));
    }
  }
  expect(Math.max(...others), 'the largest other heading, in px').toBeLessThan(h1Size);
}

// Create mode's axe check is the shared suite's (site.spec.ts), over the whole page; here, what the
// other mode changes: the mode switch and the have-book block it shows.
for (const { path, t } of homes) {
  test.describe(`landing ${path} accessibility (docs/PRODUCT.md §2.2 item 1)`, () => {
    test('has no axe violation in have-book mode, once its live blocks have loaded', async ({
      page,
      hasTouch,
    }) => {
      // The longest single check of the suite (a live block's data, then axe over the block): a
      // generous bound, so a busy machine never fails it.
      test.slow();
      await page.goto(path);
      const have = page.getByRole('tab', { name: t.ebook.hero.modes.have });
      await press(have, hasTouch);
      await expect(have).toHaveAttribute('aria-selected', 'true');
      await haveBookLoaded(page, t);
      expect(
        await axeViolations(page, '[role="tablist"], [role="tabpanel"]:not([hidden])'),
      ).toEqual([]);
    });
  });
}

// The first screen of each hero mode, as the built site paints it: the sections below have their
// own block stories and baselines (packages/ui/visual/), which a full-page capture would repeat.
test.describe('landing visual baselines', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const { path, t, name } of homes) {
    test(`${path} in create mode matches its baseline (first screen)`, async ({ page }) => {
      await gotoInTheSiteFace(page, path);
      await fontsAndImagesReady(page);
      await expect(page).toHaveScreenshot(`${name}.png`);
    });

    test(`${path}#have-book leads with its h1, the largest heading of the first screen, and shows the have-book block as its baseline`, async ({
      page,
    }) => {
      test.slow();
      await gotoInTheSiteFace(page, `${path}#have-book`);
      await haveBookLoaded(page, t);
      await fontsAndImagesReady(page);
      await expectHeadingHierarchy(page, t);
      await expect(page).toHaveScreenshot(`${name}-have-book.png`);
    });
  }
});
