// The tap figures of `npm run bench`: how long the first tap on an island's control takes to show
// its result on a mid-range phone on slow 4G (4× CPU), as the one-tap tests set it up
// (`../playwright/phone.ts`). The tests only prove that a tap is never lost, with a generous bound;
// here the time is a median over fresh page loads, printed, never a pass or fail.
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
  result: (page: Page) => Locator;
}

/** A landing's first FAQ question, answered when its `<details>` is open. */
const faqTarget = (origin: string, path: string): TapTarget => ({
  origin,
  path,
  label: 'FAQ question',
  control: (page) => page.locator('#faq summary').first(),
  result: (page) => page.locator('#faq details[open]').first(),
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
    result: (page) => page.locator('#hero-have'),
  },
  {
    origin,
    path,
    label: 'demo video button',
    control: (page) => page.locator('#how-it-works').getByRole('button').first(),
    result: (page) => page.getByRole('dialog'),
  },
  {
    origin,
    path,
    // The cover gallery (a React island that hydrates on interaction): its first card, a link
    // until then, opens its preview dialog.
    label: 'cover card',
    control: (page) => carousel(page).getByRole('listitem').first().getByRole('link'),
    result: (page) => page.getByRole('dialog'),
  },
  {
    origin,
    path,
    // The carousel's buttons are previous, next, then one dot per card (phone width); the answer
    // is the second card becoming the current one.
    label: 'carousel next',
    control: (page) => carousel(page).getByRole('button').nth(1),
    result: (page) => carousel(page).locator('li[data-current]:nth-child(2)'),
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
 * nothing is cached), taps the control once and times the result's appearance. Returns the
 * milliseconds of each run per target; a run whose result never came (60 s) counts as NaN.
 */
export async function measureTaps(targets: TapTarget[], runs: number): Promise<number[][]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const device = {
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  };
  try {
    const timings: number[][] = [];
    for (const target of targets) {
      const times: number[] = [];
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
          const start = performance.now();
          await tapOnce(control);
          await target.result(page).waitFor({ state: 'visible', timeout: 60_000 });
          times.push(performance.now() - start);
        } catch {
          times.push(Number.NaN);
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
