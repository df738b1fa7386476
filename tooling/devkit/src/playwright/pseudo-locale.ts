import { notPseudoLocalized } from '@landing/content';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * The pseudo-locale's checks (docs/ARCHITECTURE.md "Pseudo-locale"), on a site's pseudo build
 * (`landing build --pseudo`, served from dist-pseudo/ at `metadata.pseudoPort`): every page of
 * the default language, at 390 px on the phone and 1280 px on the desktop, as a first visit (so
 * the consent banner, which the browser builds from its own copy module, is on the page too).
 *
 * - Every visible string is the pseudo-locale's: each text node with a Latin letter, and each
 *   `aria-label`, `alt`, `title`, `placeholder` and `aria-roledescription` of a shown element,
 *   holds one of its characters, or is one of `allowed`. A string written in a component, not
 *   in the copy, fails with its text.
 * - Nothing is wider than the screen: the page does not scroll sideways, and no shown element
 *   ends right of the viewport or starts left of it, but inside a box that scrolls or clips
 *   sideways on purpose (a carousel's track, the royalty table's scroller).
 */
export interface PseudoLocaleOptions {
  /** The default language's pages (the pseudo-locale replaces its copy), and a missing one for the 404. */
  paths: string[];
  /**
   * Strings the pseudo-locale leaves as they are, each exactly as shown: names that no language
   * translates (the brand, a language's own name) and data that is not copy.
   */
  allowed: string[];
}

/** The sizes the pseudo-locale is checked at: a common phone and a common laptop. */
export const PSEUDO_WIDTHS = [
  { tag: '@phone', width: 390, height: 844 },
  { tag: '@desktop', width: 1280, height: 800 },
] as const;

interface PseudoFindings {
  english: string[];
  overflowing: string[];
  sideways: number;
}

/** What the page shows that is not in the pseudo-locale, and what sticks out of the screen. */
async function pseudoFindings(
  page: Page,
  allowed: string[],
  width: number,
): Promise<PseudoFindings> {
  const { shown, overflowing, sideways } = await page.evaluate(
    ({ width }) => {
      // Every string the page shows, with where: the checks of the pseudo-locale run in Node
      // (`notPseudoLocalized`, shared with the stories' test).
      const shown: Array<[where: string, text: string]> = [];
      const isShown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
      const label = (el: Element) =>
        `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}>`;

      shown.push(['<title>', document.title]);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript, template') || !isShown(parent)) {
          continue;
        }
        // A `<code>` is a name the browser or the code knows (a storage key), not copy; a
        // `<time>` is a date Intl writes with the language's formatting tag (the locale table),
        // which the pseudo-locale keeps: it replaces the copy, not the formatting.
        if (parent.closest('code, time')) continue;
        shown.push([label(parent), node.textContent ?? '']);
      }
      const attributes = ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription'];
      for (const el of document.body.querySelectorAll('*')) {
        if (!isShown(el)) continue;
        for (const name of attributes) {
          if (el.hasAttribute(name))
            shown.push([`${label(el)}[${name}]`, el.getAttribute(name) ?? '']);
        }
      }

      // A box that scrolls or clips sideways keeps what is wider than the screen on purpose.
      const clipsSideways = (el: Element) =>
        ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
      // The width asked for, not `innerWidth`: a phone browser widens its layout viewport to
      // content wider than the screen (zooming out), and `innerWidth` grows with it.
      const overflowing: string[] = [];
      for (const el of document.body.querySelectorAll('*')) {
        if (!isShown(el)) continue;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.right <= width + 0.5 && box.left >= -0.5) continue;
        let ancestor = el.parentElement;
        let clipped = false;
        while (ancestor && ancestor !== document.body) {
          if (clipsSideways(ancestor)) {
            clipped = true;
            break;
          }
          ancestor = ancestor.parentElement;
        }
        // Screen-reader text sits in a clipped 1 px box wherever it is.
        if (clipped || box.width <= 1) continue;
        overflowing.push(
          `${label(el)} ${Math.round(box.left)}-${Math.round(box.right)} px: "${(el.textContent ?? '').trim().slice(0, 60)}"`,
        );
      }
      return { shown, overflowing, sideways: document.documentElement.scrollWidth - width };
    },
    { width },
  );
  const allow = new Set(allowed);
  const english = new Set<string>();
  for (const [where, text] of shown) {
    const miss = notPseudoLocalized(text, allow);
    if (miss !== null) english.add(`${where}: "${miss}"`);
  }
  return { english: [...english], overflowing, sideways };
}

/** The pseudo-locale's tests of a site's pseudo build: every path at both widths. */
export function definePseudoLocaleTests({ paths, allowed }: PseudoLocaleOptions): void {
  test.describe('the pseudo-locale build', () => {
    test.use({ consent: null });
    for (const { tag, width, height } of PSEUDO_WIDTHS) {
      test.describe(`at ${width} px`, { tag }, () => {
        test.use({ viewport: { width, height } });
        for (const path of paths) {
          test(`${path} at ${width} px shows only pseudo-locale text and fits the screen`, async ({
            page,
          }, testInfo) => {
            const origin = `http://localhost:${testInfo.config.metadata.pseudoPort}`;
            await page.goto(origin + path, { waitUntil: 'networkidle' });
            // The consent banner, built in the browser from its own copy module.
            await expect(page.locator('[data-consent-banner]')).toBeVisible();
            const found = await pseudoFindings(page, allowed, width);
            expect
              .soft(found.english, 'strings not in the pseudo-locale (hard-coded?)')
              .toEqual([]);
            expect.soft(found.sideways, 'pixels the page scrolls sideways').toBeLessThanOrEqual(0);
            expect(found.overflowing, 'elements beyond the screen').toEqual([]);
          });
        }
      });
    }
  });
}
