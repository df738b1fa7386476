import type { Browser, Page } from '@playwright/test';
import { axeViolations, expect, press, test } from './fixtures.js';

/** What a visitor without JavaScript must still reach on one landing page. */
export interface ScriptlessLanding {
  /** The page, e.g. `/es/`. */
  path: string;
  /** The FAQ: the section's heading and every question with its answer. */
  faq: {
    heading: string;
    items: readonly { question: string; answer: string }[];
  };
  /** Every testimonial's quote, all to be readable (none on a page without testimonials). */
  testimonials: readonly string[];
  /**
   * A hero with two modes switched by the URL hash (the ebook landing's, docs/PRODUCT.md §4.1):
   * the default mode's tab and h1, and those of the mode its `hash` opens.
   */
  heroModes?: {
    default: HeroModeSeen;
    hashed: HeroModeSeen & { hash: string };
  };
  /** Controls that open a dialog with script and are links without it: each name and address. */
  dialogFallbacks?: readonly { name: string; href: string }[];
}

/** One hero mode as a visitor meets it: the tab that chooses it and the page's h1 it shows. */
export interface HeroModeSeen {
  tab: string;
  heading: string;
}

/**
 * The checks of the `no-script` project (`config.ts`: the phone with JavaScript disabled), for a
 * site's `e2e/no-script.spec.ts`: with no script at all, every FAQ answer opens from its question
 * (native `<details>`), the page has no axe violations, and every testimonial can be read. Each
 * landing gets one test of the FAQ and axe; the testimonials, the same in either language, are
 * read on the first landing given only.
 */
export function describeWithoutScript(landings: readonly ScriptlessLanding[]): void {
  test.describe('with JavaScript off (the no-script project)', () => {
    for (const landing of landings) {
      test(`${landing.path}: every FAQ answer opens from its question, and axe finds nothing`, async ({
        page,
        hasTouch,
        browser,
        baseURL,
      }) => {
        // A full-page axe run takes 15-30 s on a busy 2-core machine.
        test.slow();
        await openWithoutScript(page, landing.path);
        const faq = page.getByRole('region', { name: landing.faq.heading });
        for (const { question, answer } of landing.faq.items) {
          await expect(faq.getByText(answer, { exact: true })).toBeHidden();
          await press(faq.getByRole('heading', { name: question, exact: true }), hasTouch);
          await expect(faq.getByText(answer, { exact: true })).toBeVisible();
        }
        expect(await scriptlessAxeViolations(browser, `${baseURL}${landing.path}`)).toEqual([]);
      });
    }

    for (const landing of landings) {
      const modes = landing.heroModes;
      if (modes)
        test(`${landing.path}: both hero modes are reached from their tabs and from the address, one h1 each`, async ({
          page,
          hasTouch,
        }) => {
          const h1 = page.getByRole('heading', { level: 1 });
          const expectShown = async (mode: HeroModeSeen) => {
            // The other mode's h1 is in the page but not shown: the visible one is the only one.
            await expect(h1).toHaveCount(1);
            await expect(h1).toHaveAccessibleName(mode.heading);
            await expect(h1).toBeVisible();
          };
          await openWithoutScript(page, landing.path);
          await expectShown(modes.default);
          await press(page.getByRole('tab', { name: modes.hashed.tab, exact: true }), hasTouch);
          await expect(page).toHaveURL((url) => url.hash === modes.hashed.hash);
          await expectShown(modes.hashed);
          await press(page.getByRole('tab', { name: modes.default.tab, exact: true }), hasTouch);
          await expectShown(modes.default);
          await page.goto('about:blank');
          await openWithoutScript(page, `${landing.path}${modes.hashed.hash}`);
          await expectShown(modes.hashed);
        });
    }

    for (const landing of landings) {
      const fallbacks = landing.dialogFallbacks ?? [];
      if (fallbacks.length > 0)
        test(`${landing.path}: each control that opens a dialog is a link where it leads, and no dead button`, async ({
          page,
        }) => {
          await openWithoutScript(page, landing.path);
          for (const { name, href } of fallbacks) {
            const link = page.getByRole('link', { name, exact: true }).first();
            await expect(link).toHaveAttribute('href', href);
            await expect(link).toBeVisible();
            // The button that only a script could answer is not shown.
            await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
          }
        });
    }

    const [first] = landings;
    if (first && first.testimonials.length > 0)
      test(`${first.path}: every testimonial can be read`, async ({ page }) => {
        await openWithoutScript(page, first.path);
        for (const quote of first.testimonials) {
          const text = page.getByText(quote, { exact: true });
          // Reached as a reader scrolls to it: later sections lay out only near the view.
          await text.scrollIntoViewIfNeeded();
          await expect(text).toBeVisible();
        }
      });
  });
}

/** Opens `path`, checking that the project's browser runs no script. */
async function openWithoutScript(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The entry script would mark the page started (`STARTED_ATTRIBUTE`, site-kit's client.ts).
  expect(await page.locator('html[data-started]').count()).toBe(0);
}

/**
 * Axe on the page as it is with no script of its own. Axe itself is a script, which a browser with
 * JavaScript off cannot run (its evaluation never settles), so it runs in a context of its own that
 * allows script but refuses every script file the page asks for: the site has no inline script
 * (its CSP forbids them), so what axe sees is the scriptless page.
 */
async function scriptlessAxeViolations(browser: Browser, url: string): Promise<string[]> {
  // Set here: a context made in a test takes the project's options, JavaScript off included.
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    await context.route(/\.m?js(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(url);
    return await axeViolations(page);
  } finally {
    await context.close();
  }
}
