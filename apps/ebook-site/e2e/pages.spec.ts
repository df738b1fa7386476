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
import type { Page } from '@playwright/test';

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

    test(`${path}#have-book shows the have-book block as its baseline (first screen)`, async ({
      page,
    }) => {
      test.slow();
      await gotoInTheSiteFace(page, `${path}#have-book`);
      await haveBookLoaded(page, t);
      await fontsAndImagesReady(page);
      await expect(page).toHaveScreenshot(`${name}-have-book.png`);
    });
  }
});
