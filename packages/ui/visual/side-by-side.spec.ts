import { expect, test } from '@playwright/test';
import { openDocs } from './canvas';

/**
 * A landing's side-by-side docs page on the static Storybook build (src/docs/SideBySide.tsx): each
 * of its frames shows the landing in the language its label names, at the width it names, and its
 * label opens that story full size with the same language and width. One page, the ebook landing's,
 * is enough to hold the block; that every landing has such a page, showing its own story, is checked
 * without a browser (./sidebar.spec.ts).
 */

const DOCS_PAGE = 'pages-ebooklanding--side-by-side';
const STORY = 'pages-ebooklanding--english';

/** What each frame's label promises: its language (`<html lang>`) and its width in CSS pixels. */
const FRAMES = [
  { label: 'English · phone 390 px', lang: 'en', viewport: 'phone', width: 390 },
  { label: 'Español · phone 390 px', lang: 'es', viewport: 'phone', width: 390 },
  { label: 'English · desktop 1280 px', lang: 'en', viewport: 'desktop', width: 1280 },
  { label: 'Español · desktop 1280 px', lang: 'es', viewport: 'desktop', width: 1280 },
] as const;

// Four Storybook previews, each rendering and playing a whole landing, on a shared 2-core machine.
test.setTimeout(120_000);

test('the ebook landing side by side: each frame in its language, at its width', async ({
  page,
}) => {
  await openDocs(page, DOCS_PAGE);
  for (const { label, lang, viewport, width } of FRAMES) {
    const figure = page.getByRole('figure', { name: label });
    // The frames load lazily, as they come near the view.
    await figure.scrollIntoViewIfNeeded({ timeout: 30_000 });
    const frame = figure.getByTitle(label).contentFrame();
    // Rendered and played (.storybook/preview.tsx marks the body once the play has finished).
    await expect(frame.locator('body')).toHaveAttribute('data-story-ready', STORY, {
      timeout: 60_000,
    });
    await expect(frame.locator('html'), label).toHaveAttribute('lang', lang);
    expect(await frame.locator('html').evaluate(() => innerWidth), label).toBe(width);

    const href = await figure.getByRole('link', { name: label }).getAttribute('href');
    const fullSize = new URL(href ?? '', page.url());
    expect(fullSize.pathname, label).toBe('/');
    expect(fullSize.searchParams.get('path'), label).toBe(`/story/${STORY}`);
    expect(fullSize.searchParams.get('globals'), label).toBe(
      `locale:${lang};viewport.value:${viewport}`,
    );
  }
});
