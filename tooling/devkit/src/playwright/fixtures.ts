import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { CONSENT_POLICY_VERSION } from '@landing/content/cookies';
import { DEFAULT_LOCALE, type Locale } from '@landing/content/locale-table';
import type { StubMode } from '@landing/marketplace-client/stub';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The origin the built sites call by default (the embedded stub configuration). Each suite starts
 * its own stub on its own port and every browser context routes this origin to it, so tests never
 * clash with a running `npm start` or with the other site's suite.
 */
export const CONFIGURED_STUB_ORIGIN = 'http://localhost:4010';

/**
 * What a site built with a Tag Manager id (`VITE_GTM_ID`) loads once a visitor consents, in place
 * of Google's container: a local stand-in set up as README.md "Analytics and consent (for marketers)" says, which records the
 * tags it ran in `window.standInContainer` (stand-in-container.js). Nothing reaches Google.
 */
export const TAG_MANAGER_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?/;
const STAND_IN_CONTAINER = readFileSync(
  new URL('./stand-in-container.js', import.meta.url),
  'utf8',
);

/** The request header the stub reads to answer one request in a given mode. */
const STUB_MODE_HEADER = 'x-stub-mode';

export interface StubControl {
  /** The mode the books endpoint answers this test's next requests in. */
  setMode(mode: StubMode): void;
}

export interface SiteFixtures {
  /** The books endpoint's mode for this test (`test.use({ stubMode: 'error500' })`). @default 'ok' */
  stubMode: StubMode;
  /** Changes the stub's mode in the middle of a test (for this test's context only). */
  stub: StubControl;
  /**
   * Console errors and warnings and uncaught exceptions seen on `page` so far; a test asserts
   * `expect(problems).toEqual([])` where a clean console is part of what it checks.
   */
  problems: string[];
  /**
   * The cookie choice the visitor made on an earlier visit, kept in local storage before the page
   * loads; `null` is a first visit, which shows the consent banner. Tests that are not about
   * consent act as a returning visitor who allowed analytics (so the events of docs/PRODUCT.md §7.6 flow) and
   * declined the language suggestion (the test browser reads English, the Spanish pages would
   * suggest English). @default { analytics: true, marketing: false }
   */
  consent: { analytics: boolean; marketing: boolean } | null;
  /** Whether the visitor already declined the language suggestion. @default true */
  languageNoticeDeclined: boolean;
}

export const test = base.extend<SiteFixtures>({
  stubMode: ['ok', { option: true }],

  stub: async ({ context, stubMode }, use, testInfo) => {
    const stubUrl = `http://localhost:${testInfo.config.metadata.stubPort}`;
    let mode: StubMode = stubMode;
    await context.route(`${CONFIGURED_STUB_ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url());
      const forward = () =>
        route.fetch({
          url: stubUrl + url.pathname + url.search,
          headers: { ...route.request().headers(), [STUB_MODE_HEADER]: mode },
          timeout: 30_000,
        });
      try {
        // Once more on a failure: a kept-alive connection that the stub's server closes as it is
        // reused (Node closes idle ones after 5 s) fails the request, though the stub is fine. A
        // picture that loads late, as a section nears the view, met that in a CI run.
        const response = await forward().catch(forward);
        await route.fulfill({ response });
      } catch {
        // The page closed while a request (mode `hang`) was still open.
        await route.abort().catch(() => {});
      }
    });
    await use({
      setMode: (next) => {
        mode = next;
      },
    });
  },

  consent: [{ analytics: true, marketing: false }, { option: true }],
  languageNoticeDeclined: [true, { option: true }],

  // Every page is routed to the stub, whether or not the test names the `stub` fixture.
  page: async ({ page, stub: _stub, consent, languageNoticeDeclined }, use) => {
    await page
      .context()
      .route(TAG_MANAGER_SCRIPT, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: STAND_IN_CONTAINER }),
      );
    // Written only when absent, so a choice the test makes survives its reloads. Keys and format:
    // packages/tracking/src/consent-storage.ts and packages/site-kit/src/consent/start.ts.
    await page.addInitScript(
      ({ choice, declined, policy }) => {
        try {
          if (choice && localStorage.getItem('landing_consent') === null) {
            localStorage.setItem(
              'landing_consent',
              JSON.stringify({ v: 2, p: policy, at: Date.now(), ...choice }),
            );
          }
          if (declined && localStorage.getItem('landing_language_notice') === null) {
            localStorage.setItem('landing_language_notice', '1');
          }
        } catch {
          // about:blank and opaque origins have no storage.
        }
      },
      { choice: consent, declined: languageNoticeDeclined, policy: CONSENT_POLICY_VERSION },
    );
    await use(page);
  },

  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

export { byId, expectLanded, journeyTimeout } from './jumps.js';
export { arriveOnASlowPhone, press, tapOnce, throttleLikeAMidRangePhone } from './phone.js';
export { expect };

/**
 * Runs axe (WCAG 2.x A and AA and best-practice rules, iframes included) on the page, or only on
 * the part `include` selects (what a test adds to a page another test checks whole), and returns
 * readable violations, so a failure names the rule and the elements.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // axe.run in the page, reaching its frames itself, rather than the default: a partial run per
    // frame, then a second, blank page to finish the results in. Same rules, same results; the
    // ebook landing took 1.6 s a run this way against 2.8 s (desktop, idle machine).
    .setLegacyMode();
  const results = await (include ? builder.include(include) : builder).analyze();
  return readableViolations(results);
}

/** What `AxeBuilder.analyze()` resolves to. */
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** An axe result's violations as `rule: first five elements`, so a failure names both. */
export function readableViolations(results: AxeResults): string[] {
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * Waits until the page's web fonts and every image have loaded (or failed), lazy images switched
 * to eager first: a full-page screenshot shows them, but they would never load without scrolling.
 */
export async function fontsAndImagesReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const img of Array.from(document.images)) {
      if (img.loading === 'lazy') img.loading = 'eager';
    }
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
        ),
    );
  });
  // Drawings referenced by `<use href="file.svg#id">` (the PDF sample pages) have no load event:
  // where there are some, wait until the network is quiet (half a second with nothing loading).
  const externalDrawings = await page.evaluate(() =>
    Array.from(document.querySelectorAll('use')).some((use) =>
      /\.svg#/.test(use.getAttribute('href') ?? use.getAttribute('xlink:href') ?? ''),
    ),
  );
  if (externalDrawings) await page.waitForLoadState('networkidle');
}

/**
 * Opens `url` and shows it in the site's own face, for a screenshot. The pages inline their CSS and
 * declare the font `optional`: when the first paint comes before the font (a matter of
 * milliseconds, and common under load), the page keeps the fallback face, by design. A baseline
 * must not depend on that race, so this declares the same face again with `font-display: block`
 * (a later rule with the same descriptors wins), which loads and swaps in, and waits for it.
 */
export async function gotoInTheSiteFace(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule instanceof CSSFontFaceRule && /font-display:\s*optional/.test(rule.cssText)) {
          const style = document.createElement('style');
          style.textContent = rule.cssText.replace(
            /font-display:\s*optional/,
            'font-display: block',
          );
          document.head.append(style);
        }
      }
    }
    await Promise.all(Array.from(document.fonts, (face) => face.load().catch(() => null)));
    await document.fonts.ready;
  });
}

/**
 * Brings a page to the state a visitor sees after reading it to the end, for a full-page
 * screenshot: scrolls through it so every island that hydrates near the viewport does, waits until
 * each visible island that starts on its own has hydrated, nothing visible is busy loading and every
 * visible timed demo has played to its end, then scrolls back to the top and
 * waits for fonts and images. Islands in a hidden block (the other hero mode) stay static.
 */
export async function settleForScreenshot(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A frame lets intersection observers see each position; a busy machine can hold frames
    // back, so a short timer bounds the wait (the check below waits for the islands anyway).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => resolve(null));
        setTimeout(() => resolve(null), 100);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
  });
  await page.waitForFunction(
    () => {
      // Islands that wait for the visitor's reach look the same before and after: their server
      // render is their first state.
      const islands = Array.from(
        document.querySelectorAll('[data-island]:not([data-hydrate="interaction"])'),
      );
      const waiting = islands.filter(
        (el) => !el.hasAttribute('data-hydrated') && el.firstElementChild?.getClientRects().length,
      );
      // On a busy machine the pass above can scroll past an island between two rendered frames,
      // so its intersection observer never saw it; a visitor would scroll back to it, and so does
      // this check, one island per poll.
      waiting[0]?.firstElementChild?.scrollIntoView({ block: 'center' });
      const busy = Array.from(document.querySelectorAll('[aria-busy="true"]')).filter(
        (el) => el.getClientRects().length > 0,
      );
      // A demo on a timer (the live-publishing card turns live 5 s after it is seen) is captured
      // in its final state: caught halfway, the picture would depend on how busy the machine was.
      const playing = Array.from(
        document.querySelectorAll('[data-state="processing"]:not([data-paused])'),
      ).filter((el) => el.getClientRects().length > 0);
      return waiting.length === 0 && busy.length === 0 && playing.length === 0;
    },
    undefined,
    { polling: 250 },
  );
  // A picture of the whole page would show the far sections empty.
  await renderEverySection(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await fontsAndImagesReady(page);
}

/**
 * Renders every section of the page, as a visitor sees each on reaching it: sections below a
 * page's first are rendered only near the view (`content-visibility: auto`,
 * packages/ui/src/components/Section/Section.css.ts).
 */
export async function renderEverySection(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

/** Event names pushed onto `window.dataLayer` so far (what a tag manager would read). */
export function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [])
      .map((entry) => entry.event)
      .filter((event): event is string => typeof event === 'string'),
  );
}

/**
 * The tag of a check whose answer does not depend on the device (where a link points, what is
 * stored, what Consent Mode is told): it runs once per language, the default language's on the
 * phone and every other's on the desktop, so both devices and both languages are met and no fact
 * is paid for twice (the projects' tags: `config.ts`). A check of layout, of what is in view or of
 * accessibility runs on both.
 */
export function oneDeviceFor(locale: Locale): '@phone' | '@desktop' {
  return locale === DEFAULT_LOCALE ? '@phone' : '@desktop';
}

/**
 * The bound every one-tap test gives the result of its tap on the throttled phone: generous, so a
 * busy machine never fails it; a tap that is lost never gets its result at all. How fast a tap is
 * answered is measured by `npm run bench` (`tooling/devkit/src/cli/bench.ts`), not here.
 */
export const ONE_TAP_RESULT_MS = 15_000;

/**
 * Starts noting the layout shifts (the Layout Instability API) that happen once the page's HTML is
 * parsed, before its scripts run; read them with {@link layoutShifts}. Call before `page.goto`.
 *
 * What comes before is left out: a slow device (or a busy machine) paints a page whose HTML is
 * half parsed, and the header can settle as the rest of it arrives (seen here under an 8x CPU
 * throttle: a few thousandths of a point in half the loads). That is the page's own layout shift
 * score, which `npm run bench` measures; these tests are about what comes after, the consent
 * banner and a late picture.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShifts: string[] };
    record.layoutShifts = [];
    let parsedAt = Number.POSITIVE_INFINITY;
    document.addEventListener('DOMContentLoaded', () => {
      parsedAt = performance.now();
    });
    const nameOf = (node: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
        : String(node?.nodeName);
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & {
        value: number;
        sources: Array<{
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }>;
      };
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.startTime < parsedAt) continue;
        const moved = entry.sources.map(
          (s) => `${nameOf(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`,
        );
        record.layoutShifts.push(
          `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Each layout shift since the page was parsed ({@link recordLayoutShifts}): its score, when, and
 * what moved from where to where, so a failure names the element.
 */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
}
