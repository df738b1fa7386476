import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { fontsAndImagesReady, readableViolations } from '@landing/devkit/playwright/fixtures';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { type Box, nextFrames, openStorybook, paintedBox, settledBox, stableShot } from './canvas';

/**
 * One visit per story of the static Storybook build: the story renders, its play function runs
 * (Storybook plays it in the canvas), axe checks it, and its screenshot, cropped to what the story
 * paints, is compared with `__screenshots__/<story id>.png`.
 *
 * Widths (docs/CONTRIBUTING.md "Stories and baselines"):
 * - a story written for one width (`globals.viewport`: `phone` 390 px or `desktop` 1280 px) is
 *   checked and shot at that width only;
 * - any other story is checked and shot at 1280 px, then the page is narrowed to 390 px: if what it
 *   paints changes, that layout is compared with `<story id>--phone.png` too; if not, the one
 *   baseline covers both widths.
 *
 * Stories tagged `no-visual` are checked (play, axe) but not shot. The box a story paints, and the
 * waits until it and its capture hold still, are ./canvas.ts.
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
const stories = Object.values(entries).filter((entry) => entry.type === 'story');

const WIDTHS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
type Width = keyof typeof WIDTHS;

/**
 * Dialogs play an entry animation even under `prefers-reduced-motion: reduce`. The animation leaves
 * Chromium painting an open dialog at a fractional position one pixel apart from one load to the
 * next (Blocks/CoverGallery › Dialog Open on the phone failed about one run in two). Until the
 * Dialog styles honour reduced motion, the screenshots skip that animation; the end state is the same.
 */
const DIALOG_WITHOUT_ENTRY_ANIMATION = `@media (prefers-reduced-motion: reduce) {
  dialog, dialog::backdrop { animation: none !important; }
}`;

/**
 * One browser context and one Storybook canvas per worker. A worker loads `iframe.html` once
 * (`openCanvas`); each story is then switched to the way Storybook's manager switches its canvas
 * (the `setCurrentStory` event on the preview's channel, as Storybook's own test runner does), so a
 * story costs its render, not a boot of Storybook: a third of the CPU per story on this machine.
 * After each story, `tearDown` has Storybook tear it down, checks that it left nothing behind and
 * resets what a fresh document would not keep; a test that fails ends its worker, so the retry
 * starts on a fresh canvas.
 */
const test = base.extend<
  { page: Page; errors: string[] },
  { storyContext: BrowserContext; canvas: Page }
>({
  storyContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        viewport: WIDTHS.desktop,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      await context.addInitScript((css) => {
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // Storage can be unavailable; then nothing was kept either.
        }
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }, DIALOG_WITHOUT_ENTRY_ANIMATION);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  canvas: [
    async ({ storyContext }, use) => {
      const page = await storyContext.newPage();
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ canvas }, use, testInfo) => {
    await use(canvas);
    // A failed test ends its worker and the canvas with it; a passed one hands on a clean canvas.
    if (testInfo.status === testInfo.expectedStatus && onCanvas(canvas)) await tearDown(canvas);
  },
  /** The uncaught errors of the page during this test only. */
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on('pageerror', onError);
    await use(errors);
    page.off('pageerror', onError);
  },
});

test('the Storybook build has stories to check', () => {
  expect(stories.length).toBeGreaterThan(0);
});

/** axe on the story as the a11y addon runs it (its defaults: the page without Storybook's own
 * elements, and no `region` rule, since a component alone has no landmarks). */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('body')
    .exclude(['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'])
    // In the page, as the addon runs it, and like it never inside an embedded player (another
    // origin's page, here the browser's offline error page): the frame element itself is checked.
    .setLegacyMode()
    .options({ iframes: false })
    .disableRules(['region'])
    .analyze();
  return readableViolations(results);
}

/** Pages-long compositions take seconds to capture and compare on a shared 2-core machine. */
const SHOT = { fullPage: true, animations: 'disabled', timeout: 30_000 } as const;

const baselineFile = (name: string) => join(import.meta.dirname, '__screenshots__', name);

/**
 * Compares what `clip` shows with the baseline `name` and returns the picture. A story is settled
 * when its ready marker is set, so one capture usually matches at once; only one that does not (a
 * late transition, a real change) goes through `toHaveScreenshot`, which captures until two agree,
 * then compares, fails and attaches the diff. Writing baselines (a missing one, or
 * `--update-snapshots=changed|all`) always takes that careful path.
 */
async function shoot(page: Page, name: string, clip: Box): Promise<Buffer> {
  const updates = test.info().config.updateSnapshots;
  if (existsSync(baselineFile(name)) && (updates === 'none' || updates === 'missing')) {
    const shot = await page.screenshot({ ...SHOT, clip });
    try {
      expect(shot).toMatchSnapshot(name);
      return shot;
    } catch {
      // Not the baseline at first sight: settle and compare the way that reports a difference.
    }
  }
  // The box too may have been measured mid-change: measure it again once it holds still.
  const settled = await settledBox(page);
  await expect(page).toHaveScreenshot(name, { ...SHOT, clip: settled });
  return stableShot(page, { ...SHOT, clip: settled });
}

/** Narrows or widens the page, then lets layout, fonts and images settle. */
async function resize(page: Page, width: Width): Promise<void> {
  await page.setViewportSize(WIDTHS[width]);
  await nextFrames(page);
  await fontsAndImagesReady(page);
}

/** Whether the page already shows Storybook's canvas, so a story can be switched to in place. */
const onCanvas = (page: Page) => new URL(page.url(), 'http://x').pathname === '/iframe.html';

/** The preview's channel, through which Storybook's manager drives the canvas. */
type Channel = {
  emit: (event: string, payload: Record<string, string>) => void;
  on: (event: string, listener: (payload: { message?: string }) => void) => void;
};

/** Where the canvas keeps the play failures it heard of since the last story was shown. */
type WithPlayFailures = { playFailures: string[] };

/** Sends an event to the canvas the way the manager does (`setCurrentStory`, `forceRemount`). */
async function emit(page: Page, event: string, payload: Record<string, string>): Promise<void> {
  await page.evaluate(
    ({ event, payload }) => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
        .__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit(event, payload);
    },
    { event, payload },
  );
}

/** An id no story has: selecting it makes Storybook tear the shown story down. */
const NO_STORY = 'none--torn-down';

/**
 * Ends a story on the canvas as switching to another one in Storybook would, and fails the test
 * if the story left anything behind once Storybook had torn it down (an element beside
 * Storybook's own, a style on the page, an open dialog): the next story would inherit it, here
 * and in a designer's Storybook. Then clears what a fresh document would not keep (storage, the
 * scroll position, the width).
 */
async function tearDown(page: Page): Promise<void> {
  await emit(page, 'setCurrentStory', { storyId: NO_STORY, viewMode: 'story' });
  // Storybook shows its "no story" error once it has torn the last one down.
  await page.locator('body.sb-show-errordisplay').waitFor({ state: 'attached' });
  const leftovers = await page.evaluate(() => {
    const storybooks = (element: Element) =>
      element.tagName === 'SCRIPT' ||
      element.id.startsWith('storybook-') ||
      [...element.classList].some((name) => name.startsWith('sb-'));
    const left = [...document.body.children]
      .filter((element) => !storybooks(element))
      .map((element) => element.outerHTML.slice(0, 120));
    if (document.getElementById('storybook-root')?.childElementCount) left.push('#storybook-root');
    if (document.querySelector('dialog[open]')) left.push('an open dialog');
    // Storybook's own: `filter: none` on the body (its vision simulator), `lang` (our decorator).
    const style = (element: HTMLElement) =>
      element.style.cssText.replace('filter: none;', '').trim();
    if (style(document.body)) left.push(`body style "${style(document.body)}"`);
    if (style(document.documentElement))
      left.push(`html style "${style(document.documentElement)}"`);
    for (const name of document.documentElement.getAttributeNames()) {
      if (name !== 'lang' && name !== 'style') left.push(`html[${name}]`);
    }
    for (const name of document.body.getAttributeNames()) {
      if (name !== 'class' && name !== 'style') left.push(`body[${name}]`);
    }
    for (const name of document.body.classList) {
      if (!name.startsWith('sb-')) left.push(`body.${name}`);
    }
    return left;
  });
  expect(leftovers, 'what the story left on the page once Storybook tore it down').toEqual([]);
  await page.setViewportSize(WIDTHS.desktop);
  await page.evaluate(() => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // Storage can be unavailable; then nothing was kept either.
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Loads Storybook's canvas with no story shown, then every font face the stories use, so each
 * story renders with its fonts already there, as after the first one (a `<select>` laid out
 * before its web font arrives keeps its text a pixel lower than one laid out after).
 * The a11y addon's own run is switched off (`a11y.manual`): axe runs in the test, at the width shot.
 */
async function openCanvas(page: Page): Promise<void> {
  // `openStorybook` lets an interrupted navigation pass: wait on the canvas instead.
  await openStorybook(page, `id=${NO_STORY}&viewMode=story&globals=a11y.manual:!true`);
  await page.locator('body.sb-show-errordisplay').waitFor({ state: 'attached' });
  await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
  await listenForPlayFailures(page);
}

/**
 * Has the canvas note each play function that throws. Storybook reports a failed play on its
 * channel (`playFunctionThrewException`, shown in the Interactions panel) and then finishes the
 * story as usual, `afterEach` and the ready marker included: without this, a play that fails
 * passes here (seen: the consent stories' plays failing on a cold canvas while this pass was green).
 */
async function listenForPlayFailures(page: Page): Promise<void> {
  await page.evaluate(() => {
    const canvas = window as unknown as WithPlayFailures & {
      __STORYBOOK_ADDONS_CHANNEL__: Channel;
    };
    canvas.playFailures = [];
    canvas.__STORYBOOK_ADDONS_CHANNEL__.on('playFunctionThrewException', (error) => {
      canvas.playFailures.push(error.message ?? String(error));
    });
  });
}

/**
 * Shows the story on the canvas (`setCurrentStory`; `forceRemount` renders and plays the same
 * story again, at the width the page has now), opening the canvas first on a worker's first story.
 */
async function show(page: Page, story: IndexEntry, again: boolean): Promise<void> {
  if (!onCanvas(page)) await openCanvas(page);
  await page.evaluate(() => {
    document.body.removeAttribute('data-story-ready');
    (window as unknown as WithPlayFailures).playFailures.length = 0;
  });
  await emit(page, again ? 'forceRemount' : 'setCurrentStory', {
    storyId: story.id,
    viewMode: 'story',
  });
}

/**
 * Shows the story and waits until it has rendered and its play function has finished
 * (`.storybook/preview.tsx` sets `data-story-ready` then); fails with Storybook's error when
 * rendering or playing threw, and on any uncaught error (Storybook then stops before `afterEach`).
 * `again` renders and plays the story on the canvas once more (at the width the page has now).
 * Returns the width the story is written for, if any.
 */
async function visit(
  page: Page,
  story: IndexEntry,
  errors: string[],
  again = false,
): Promise<Width | ''> {
  await show(page, story, again);
  // Settled: the story is ready, or Storybook shows an error other than the torn-down story's.
  const settled = () =>
    page.evaluate(
      ({ id, noStory }) => {
        const body = document.body;
        if (body.dataset.storyReady === id) return true;
        if (body.classList.contains('sb-show-nopreview')) return true;
        const error = document.getElementById('error-message')?.textContent ?? '';
        return body.classList.contains('sb-show-errordisplay') && !error.includes(noStory);
      },
      { id: story.id, noStory: NO_STORY },
    );
  await expect
    .poll(async () => errors.length > 0 || (await settled()), { timeout: 30_000, intervals: [50] })
    .toBe(true);
  expect(errors, 'uncaught errors while the story rendered or played').toEqual([]);
  const body = page.locator('body');
  if ((await body.getAttribute('data-story-ready')) !== story.id) {
    const error = await page.locator('#error-message, #error-stack').allInnerTexts();
    throw new Error(`story ${story.id} did not render: ${error.join('\n') || 'missing'}`);
  }
  const own = (await body.getAttribute('data-story-viewport')) ?? '';
  if (own && !(own in WIDTHS)) throw new Error(`unknown globals.viewport "${own}"`);
  // A phone story's first play ran at the desktop width; the test plays it again on the phone,
  // and that play must pass.
  if (own !== 'phone' || again) {
    const playFailures = await page.evaluate(
      () => (window as unknown as WithPlayFailures).playFailures,
    );
    expect(playFailures, 'what the play function threw').toEqual([]);
  }
  return own as Width | '';
}

for (const story of stories) {
  const shot = !story.tags?.includes('no-visual');
  test(`${story.title} › ${story.name} (${story.id})`, async ({ page, errors }) => {
    let own = await visit(page, story, errors);
    if (own === 'phone') {
      // Written for the phone: rendered and played again at that width (its play may need it).
      await page.setViewportSize(WIDTHS.phone);
      own = await visit(page, story, errors, true);
    }
    await fontsAndImagesReady(page);

    expect(await axeViolations(page), 'axe violations').toEqual([]);
    if (!shot) return;

    const box = await paintedBox(page);
    const wide = await shoot(page, `${story.id}.png`, box);
    if (own) return;

    // The same story at the phone width: a second baseline only where its layout changes.
    const phoneName = `${story.id}--phone.png`;
    await resize(page, 'phone');
    const narrowBox = await paintedBox(page);
    const sameSize = narrowBox.width === box.width && narrowBox.height === box.height;
    if (sameSize && !existsSync(baselineFile(phoneName))) {
      const narrow = await stableShot(page, { ...SHOT, clip: narrowBox });
      if (wide.equals(narrow)) return;
      // Two captures of one layout at two widths can differ in a few anti-aliased pixels (a focus
      // ring's edge, seen under load on Components/Overlays/Dialog › Controlled): the same picture, within
      // the tolerance every baseline is compared with, is the wide baseline again, not a new one.
      const asWide = await expect(page)
        .toHaveScreenshot(`${story.id}.png`, { ...SHOT, clip: narrowBox })
        .then(() => true)
        .catch(() => false);
      if (asWide) return;
    }
    await shoot(page, phoneName, narrowBox);
  });
}
