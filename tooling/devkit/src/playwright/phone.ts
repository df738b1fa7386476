import type { Locator, Page } from '@playwright/test';

/**
 * A mid-range phone on slow 4G, and a visitor's single tap: shared by the one-tap tests
 * (`apps/*\/e2e/first-tap.spec.ts`) and the tap figures of `npm run bench` (`../cli/bench-taps.ts`).
 * Types only from Playwright, so the bench imports it without the test runner.
 */

/**
 * Makes the page a mid-range phone on a slow connection, as Lighthouse's mobile preset applies it
 * in DevTools throttling: the CPU 4× slower, and slow 4G with the round trip and throughput it
 * adjusts for packet-level emulation (150 ms × 3.75 = 562.5 ms, 1,638.4 Kbps × 0.9 down, 750 Kbps
 * × 0.9 up). Chromium only (a DevTools session).
 */
export async function throttleLikeAMidRangePhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
    uploadThroughput: (750 * 0.9 * 1024) / 8,
  });
}

/**
 * Opens `url` on a throttled phone (`throttleLikeAMidRangePhone`) and waits for the `load` event
 * only: islands that start late have not, and a one-action test taps before they do.
 */
export async function arriveOnASlowPhone(page: Page, url: string): Promise<void> {
  await throttleLikeAMidRangePhone(page);
  await page.goto(url, { waitUntil: 'load' });
}

/**
 * A visitor's press, once: scrolls the control into view, as a visitor does to reach it, then taps
 * it on a touch screen or clicks it with a mouse. Reaching it first is what a visitor does and what
 * the page needs: Playwright's own tap or click jumps to the control and acts in the same frame, and
 * on a page whose later sections lay out only near the view (`content-visibility: auto`,
 * `packages/ui/src/components/Section/Section.css.ts`) the sections around a jump take their real
 * sizes in the frame after it, so a press sent at once can land on whatever moved into the control's
 * place (seen on the ebook landing's final call to action, about 1 run in 30). The action's own
 * stability check then waits for that frame.
 */
export async function press(control: Locator, hasTouch: boolean): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await (hasTouch ? control.tap() : control.click());
}

/** A visitor's single tap on a touch screen (`press`): the one-tap tests and the tap figures. */
export const tapOnce = (control: Locator): Promise<void> => press(control, true);
