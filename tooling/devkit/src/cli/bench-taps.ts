// The tap figures of `npm run bench`: how long the first tap on an island's control takes to show
// its result on a mid-range phone on slow 4G (4× CPU), as the one-tap tests set it up
// (`../playwright/phone.ts`). The tests only prove that a tap is never lost, with a generous bound;
// here the time is a median over fresh page loads, printed, never a pass or fail.
//
// Two clocks per tap. In the page, what the visitor sees: from the touch's own timestamp to the
// first frame whose DOM shows the result. In the driver, the whole round trip of Playwright's tap
// (its scroll, stability checks and protocol messages, all on the throttled page) and of its wait
// for the result: an upper bound, about 250 ms above the page's clock for a tap that needs no script.
import { CONSENT_POLICY_VERSION } from '@landing/content/cookies';
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../browser.js';
import { arriveOnASlowPhone, tapOnce } from '../playwright/phone.js';

/** One control a visitor taps, found by its place and role (devkit reads no site copy). */
export interface TapTarget {
  /** The page's origin. */
  origin: string;
  path: string;
  /** What the row says, e.g. `FAQ question`. */
  label: string;
  control: (page: Page) => Locator;
  /** A CSS selector that matches once the tap has been answered (watched in the page too). */
  result: string;
}

/** One tap's two times, in milliseconds; NaN when no result came within 60 s. */
export interface TapTime {
  /** From the touch event's timestamp to the first animation frame whose DOM shows the result. */
  page: number;
  /** From the driver sending the tap to its wait for the result returning. */
  driver: number;
}

/** A landing's first FAQ question, answered when its `<details>` is open. */
const faqTarget = (origin: string, path: string): TapTarget => ({
  origin,
  path,
  label: 'FAQ question',
  control: (page) => page.locator('#faq summary').first(),
  result: '#faq details[open]',
});

/**
 * The ebook landing's controls measured, by place and role: each island's first control a visitor
 * is likely to tap, and what answers it.
 */
const ebookTargets = (origin: string, path: string): TapTarget[] => [
  {
    origin,
    path,
    // The hero's mode toggle (a DOM island): its second tab, "I already have a book".
    label: 'have-book tab',
    control: (page) => page.locator('#hero-have-tab'),
    result: '#hero-have',
  },
  {
    origin,
    path,
    label: 'demo video button',
    control: (page) => page.locator('#how-it-works').getByRole('button').first(),
    result: 'dialog[open]',
  },
  {
    origin,
    path,
    // The cover gallery (a React island that hydrates on interaction): its first card, a link
    // until then, opens its preview dialog.
    label: 'cover card',
    control: (page) => carousel(page).getByRole('listitem').first().getByRole('link'),
    result: 'dialog[open]',
  },
  {
    origin,
    path,
    // The carousel's buttons are previous, next, then one dot per card (phone width); the answer
    // is the second card becoming the current one.
    label: 'carousel next',
    control: (page) => carousel(page).getByRole('button').nth(1),
    result: '#templates li[data-current]:nth-child(2)',
  },
];

/** The cover gallery's carousel: the region inside the `templates` section. */
const carousel = (page: Page) => page.locator('#templates').getByRole('region');

/**
 * The landing controls measured: the FAQ on both sites; on the ebook landing, the hero's have-book
 * tab, the demo video, a cover card and the carousel's next.
 */
export function tapTargets(origins: { ebook: string; author: string }): TapTarget[] {
  return ['/', '/es/'].flatMap((path) => [
    faqTarget(origins.ebook, path),
    ...ebookTargets(origins.ebook, path),
    faqTarget(origins.author, path),
  ]);
}

/**
 * Loads each target's page `runs` times on a throttled phone (a new browser context each time, so
 * nothing is cached), taps the control once and times the result's appearance on both clocks
 * (`TapTime`). Returns each run's times per target.
 */
export async function measureTaps(targets: TapTarget[], runs: number): Promise<TapTime[][]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const device = {
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  };
  try {
    const timings: TapTime[][] = [];
    for (const target of targets) {
      const times: TapTime[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext(device);
        // A returning visitor who answered the cookie banner and the language suggestion, as in
        // the tests (`../playwright/fixtures.ts`): nothing covers the control.
        await context.addInitScript((policy) => {
          localStorage.setItem(
            'landing_consent',
            JSON.stringify({ v: 2, p: policy, at: Date.now(), analytics: true, marketing: false }),
          );
          localStorage.setItem('landing_language_notice', '1');
        }, CONSENT_POLICY_VERSION);
        const page = await context.newPage();
        try {
          await arriveOnASlowPhone(page, target.origin + target.path);
          const control = target.control(page);
          await control.scrollIntoViewIfNeeded();
          await page.evaluate(`(${watchForTheAnswer})(${JSON.stringify(target.result)})`);
          const start = performance.now();
          await tapOnce(control);
          await page.locator(target.result).first().waitFor({ state: 'visible', timeout: 60_000 });
          const driver = performance.now() - start;
          times.push({ page: await page.evaluate(() => window.__tapAnswered), driver });
        } catch {
          times.push({ page: Number.NaN, driver: Number.NaN });
        } finally {
          await context.close();
        }
      }
      timings.push(times);
    }
    return timings;
  } finally {
    await browser.close();
  }
}

declare global {
  interface Window {
    /** The page's clock of the tap (`watchForTheAnswer`): milliseconds, once answered. */
    __tapAnswered: Promise<number>;
  }
}

/**
 * Runs in the page before the tap (`page.evaluate` of this text, the selector as its argument): from
 * the next touch (its `pointerdown`, stamped by the browser when the touch arrived), checks each
 * animation frame for `selector` matching a rendered element, and resolves `window.__tapAnswered`
 * with the milliseconds from the touch to that frame. Plain text rather than a function, because
 * the TypeScript runner names the functions it compiles with a helper the page does not have.
 */
const watchForTheAnswer = `(selector) => {
  window.__tapAnswered = new Promise((resolve) => {
    addEventListener('pointerdown', (event) => {
      const touched = event.timeStamp;
      const check = (frame) => {
        const answer = document.querySelector(selector);
        if (answer && answer.checkVisibility()) resolve(frame - touched);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, { capture: true, once: true });
  });
}`;
