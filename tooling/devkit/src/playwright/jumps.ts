import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Where a visitor lands after an in-page jump (a section link, a shared `/#faq` address, the skip
 * link, Back or Forward), checked the same way by every test that makes one (docs/ARCHITECTURE.md
 * "Quality"): a later speed change that moves a target then fails a test instead of shipping.
 */

/**
 * How long a landed target must stay in place, checked in every frame: a box near it that takes
 * its real size after the jump (as `content-visibility: auto` sections did) moves it within the
 * next few frames, so a second (about 60 frames) sees it with room to spare. Every jump of every
 * journey holds this long, so it is most of those tests' time: longer would buy nothing.
 */
export const HOLD_MS = 1000;

/**
 * The bound on the landing itself: generous, so a busy machine never fails it. The page scrolls
 * at once, and a short glide lasts about half a second; how fast is a figure, not a test.
 */
const LAND_MS = 10_000;

/**
 * A step of a journey (a load, a tap and its landing, with the hold): a test of many steps gives
 * itself `STEP_MS` per step (`journeyTimeout`), so a slower machine does not turn a long walk red.
 */
export const STEP_MS = 10_000;

/** The time limit of a test of `steps` steps: Playwright's 30 s plus `STEP_MS` per step. */
export const journeyTimeout = (steps: number): number => 30_000 + steps * STEP_MS;

/**
 * Watches `el` for `hold` ms, checking it at once and then in every frame, and returns each place
 * it was seen that is not "landed": its top between the bottom of the page's sticky header (the
 * `header` outside any sectioning element, the banner) and one third of the screen height. Runs in
 * the page, so it refers to nothing outside itself.
 */
function watch(el: Element, hold: number): Promise<string[]> {
  const place = () => {
    const banner = Array.from(document.querySelectorAll('header')).find(
      (header) => !header.parentElement?.closest('main, article, aside, nav, section'),
    );
    const headerBottom = banner ? Math.round(banner.getBoundingClientRect().bottom) : 0;
    const top = Math.round(el.getBoundingClientRect().top);
    const third = Math.round(innerHeight / 3);
    return top >= headerBottom - 1 && top <= third
      ? 'landed'
      : `top ${top} px, not between the header's bottom (${headerBottom}) and a third of the screen (${third})`;
  };
  return new Promise((resolve) => {
    const seen: string[] = [];
    const end = performance.now() + hold;
    const frame = () => {
      const where = place();
      if (where !== 'landed' && !seen.includes(where)) seen.push(where);
      if (performance.now() < end) requestAnimationFrame(frame);
      else resolve(seen);
    };
    frame();
  });
}

/**
 * Expects `target` to be where a visitor who jumped to it looks: its top between the sticky
 * header's bottom and a third of the screen, and there in every frame for {@link HOLD_MS} after.
 */
export async function expectLanded(target: Locator, what = 'the target'): Promise<void> {
  await expect
    .poll(() => target.evaluate(watch, 0), { message: `${what} lands`, timeout: LAND_MS })
    .toEqual([]);
  const moves = await target.evaluate(watch, HOLD_MS);
  expect(moves, `${what} stays where it landed for ${HOLD_MS} ms`).toEqual([]);
}

/** The element an in-page link or address names (`#faq` → the element with id `faq`). */
export const byId = (page: Page, id: string): Locator => page.locator(`[id="${id}"]`);
