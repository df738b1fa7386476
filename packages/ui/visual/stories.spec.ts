import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fontsAndImagesReady } from '@landing/devkit/playwright/fixtures';
import { expect, test } from '@playwright/test';

/**
 * Every story of the static Storybook build, full page, at the phone and desktop widths (the two
 * projects of `playwright.config.ts`), compared with `__screenshots__/<story id>--<project>.png`.
 * Stories tagged `no-visual` are left out.
 */

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = join(import.meta.dirname, '../storybook-static/index.json');
if (!existsSync(indexFile)) {
  throw new Error(`${indexFile} not found: build Storybook first (pnpm build-storybook).`);
}
const entries: Record<string, IndexEntry> = JSON.parse(readFileSync(indexFile, 'utf8')).entries;
const stories = Object.values(entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);

test('visual: the Storybook build has stories to compare', () => {
  expect(stories.length).toBeGreaterThan(0);
});

/**
 * Dialogs play an entry animation even under `prefers-reduced-motion: reduce`. The animation leaves
 * Chromium painting an open dialog at a fractional position one pixel apart from one load to the
 * next (Blocks/CoverGallery › Dialog Open on the phone failed about one run in two). Until the
 * Dialog styles honour reduced motion, the screenshots skip that animation; the end state is the same.
 */
const DIALOG_WITHOUT_ENTRY_ANIMATION = `@media (prefers-reduced-motion: reduce) {
  dialog, dialog::backdrop { animation: none !important; }
}`;

test.beforeEach(async ({ page }) => {
  await page.addInitScript((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, DIALOG_WITHOUT_ENTRY_ANIMATION);
});

for (const story of stories) {
  test(`visual: ${story.title} › ${story.name} (${story.id})`, async ({ page }) => {
    // Storybook rewrites the URL with history.replaceState while it boots, which Playwright may
    // report as an interrupted navigation: the page still loads, so wait on the story instead.
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`).catch((error: Error) => {
      if (!/interrupted by another navigation/.test(error.message)) throw error;
    });
    // `.storybook/preview.tsx` sets `data-story-ready` once the story rendered and its play
    // function finished; Storybook shows its error or "no preview" screen when it cannot.
    const settled = page.locator(
      `body[data-story-ready="${story.id}"], body.sb-show-errordisplay, body.sb-show-nopreview`,
    );
    await settled.waitFor({ state: 'attached', timeout: 30_000 });
    if ((await page.locator('body').getAttribute('data-story-ready')) !== story.id) {
      const error = await page.locator('#error-message, #error-stack').allInnerTexts();
      throw new Error(`story ${story.id} did not render: ${error.join('\n') || 'missing'}`);
    }
    // Fonts and images only: an embedded frame (the demo video) may never let the network go idle.
    await fontsAndImagesReady(page);
    // A landing composition is pages long: capturing and comparing it takes seconds on a shared
    // 2-core machine (the sites' pages.spec.ts gives its full pages 30 s as well).
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true, timeout: 30_000 });
  });
}
