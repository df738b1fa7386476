import { expect, test } from '@playwright/test';
import { openDocs } from './canvas';

/**
 * A designer opening a component's docs page reads it from the top: a phone story framed on the
 * page (.storybook/docs-canvas.tsx) plays as it loads, and a play that tabs or focuses must not
 * scroll the page down to its frame (`keepDocsPageInPlace`). These four pages each frame a phone
 * story whose play moves focus; each scrolled thousands of pixels before the fix.
 */
const FRAMED_PLAYS = [
  {
    docs: 'components-content-royaltytable--docs',
    story: 'components-content-royaltytable--phone',
  },
  {
    docs: 'components-content-countrylist--docs',
    story: 'components-content-countrylist--open-phone',
  },
  { docs: 'components-content-toolcard--docs', story: 'components-content-toolcard--phone' },
  {
    docs: 'components-product-previews-covergallery--docs',
    story: 'components-product-previews-covergallery--carousel',
  },
] as const;

// A docs page renders every story of its component, and the frame is a second Storybook preview.
test.setTimeout(90_000);

for (const { docs, story } of FRAMED_PLAYS) {
  test(`${docs} stays at its top while ${story} plays in its frame`, async ({ page }) => {
    await openDocs(page, docs);
    const frame = page.locator(`.docs-story iframe[src$="id=${story}"]`).contentFrame();
    // Rendered and played (.storybook/preview.tsx marks the body once the play has finished).
    await expect(frame.locator('body')).toHaveAttribute('data-story-ready', story, {
      timeout: 60_000,
    });
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
}
