import { LOCALE_TABLE, type Locale, otherLocales } from '@landing/content/locale-table';
import type { Page } from '@playwright/test';
import {
  axeViolations,
  dataLayerEvents,
  expect,
  layoutShifts,
  oneDeviceFor,
  press,
  recordLayoutShifts,
  test,
} from './fixtures.js';

/**
 * Consent and the language suggestion as a visitor meets them, on a site's two home pages
 * (docs/ARCHITECTURE.md "Consent and analytics"). Shared by both sites' suites.
 */
/** The strings of a site's `messages.client` these checks find things by (devkit reads no content). */
export interface ClientCopy {
  consent: Record<
    | 'title'
    | 'policyLink'
    | 'policyPath'
    | 'accept'
    | 'reject'
    | 'settings'
    | 'dialogTitle'
    | 'necessaryLabel'
    | 'analyticsLabel'
    | 'marketingLabel'
    | 'save'
    | 'signal',
    string
  >;
  languageSuggestion: Record<'label' | 'text' | 'switchTo' | 'dismiss', string>;
}

export interface ConsentChecksOptions {
  /** Each language's home page. */
  pages: Array<{ path: string; lang: Locale }>;
  /** The copy the browser builds, per language (`messages.client`). */
  clients: Record<Locale, ClientCopy>;
  /** The first-screen registration link's visible label per language (a hand-off to check). */
  registrationLabel: Record<Locale, string>;
  /** The footer's button that opens the cookie settings, per language. */
  cookieSettingsLabel: Record<Locale, string>;
}

const UTM = '?utm_source=newsletter&utm_medium=email&utm_campaign=launch';

/** The `consent` commands on the data layer, as `[action, state]`, in order. */
function consentCommands(page: Page): Promise<Array<[string, Record<string, unknown>]>> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter(
        (entry): entry is IArguments =>
          Object.prototype.toString.call(entry) === '[object Arguments]',
      )
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === 'consent')
      .map((args) => [args[1], args[2]] as [string, Record<string, unknown>]),
  );
}

const ALL_DENIED = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function describeConsentChecks({
  pages,
  clients,
  registrationLabel,
  cookieSettingsLabel,
}: ConsentChecksOptions): void {
  for (const { path, lang } of pages) {
    const copy = clients[lang].consent;
    const banner = (page: Page) => page.getByRole('region', { name: copy.title });
    // What a choice stores and tells Consent Mode is the same on every device (oneDeviceFor); what
    // the banner looks like, where it is and its axe check are checked on both.
    const device = oneDeviceFor(lang);

    test.describe(`consent on ${path} (first visit)`, () => {
      test.use({ consent: null });

      test('asks in the first screen with Accept and Reject alike, before any event or stored field', async ({
        page,
        problems,
      }) => {
        await page.goto(path + UTM);
        const region = banner(page);
        await expect(region).toBeInViewport({ ratio: 1 });
        const accept = region.getByRole('button', { name: copy.accept, exact: true });
        const reject = region.getByRole('button', { name: copy.reject, exact: true });
        await expect(accept).toBeVisible();
        await expect(reject).toBeVisible();
        // Equally prominent: the same class list and the same size.
        expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
        const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
        expect(a && r && [Math.round(a.width), Math.round(a.height)]).toEqual(
          r && [Math.round(r.width), Math.round(r.height)],
        );
        await expect(region.getByRole('button', { name: copy.settings })).toBeVisible();
        await expect(region.getByRole('link', { name: copy.policyLink })).toHaveAttribute(
          'href',
          copy.policyPath,
        );
        // Consent Mode's default came first and denies all four signals.
        const commands = await consentCommands(page);
        expect(commands[0]).toEqual(['default', { ...ALL_DENIED, wait_for_update: 500 }]);
        expect(await dataLayerEvents(page)).toEqual([]);
        expect(await page.evaluate(() => sessionStorage.getItem('landing_tracking'))).toBeNull();
        expect(problems).toEqual([]);
      });

      test('appears without moving the page (no layout shift), styled from the moment it is added', async ({
        page,
      }) => {
        await recordLayoutShifts(page);
        // The banner's stylesheet loads with its script (tooling/devkit/src/cli/library-css.ts): read
        // its position as the banner enters the page, before anything could paint it unstyled.
        await page.addInitScript(() => {
          new MutationObserver((records) => {
            for (const node of records.flatMap((record) => [...record.addedNodes])) {
              if (node instanceof HTMLElement && node.matches('[data-consent-banner]')) {
                (window as unknown as { bannerPosition: string }).bannerPosition =
                  getComputedStyle(node).position;
              }
            }
          }).observe(document, { childList: true, subtree: true });
        });
        await page.goto(path);
        await expect(banner(page)).toBeVisible();
        expect(await layoutShifts(page)).toEqual([]);
        expect(
          await page.evaluate(
            () => (window as unknown as { bannerPosition?: string }).bannerPosition,
          ),
        ).toBe('fixed');
      });

      test(`Reject: one tap closes it, tells Consent Mode, and nothing is sent or kept ${device}`, async ({
        page,
        hasTouch,
      }) => {
        await page.goto(path + UTM);
        await press(banner(page).getByRole('button', { name: copy.reject, exact: true }), hasTouch);
        await expect(banner(page)).toHaveCount(0);
        await expect
          .poll(async () => (await consentCommands(page)).at(-1))
          .toEqual(['update', ALL_DENIED]);
        // The hero is on screen, yet no page view, only the refusal's own event (for a container's
        // triggers); the campaign is not kept for later pages.
        expect(await dataLayerEvents(page)).toEqual(['consent_update']);
        expect(await page.evaluate(() => sessionStorage.getItem('landing_tracking'))).toBeNull();
        // …but the visitor's own link still carries it to sign-up (the service they asked for).
        const link = page
          .getByRole('link', { name: new RegExp(`^${escapeRegExp(registrationLabel[lang])}`) })
          .first();
        const popup = page.waitForEvent('popup');
        await press(link, hasTouch);
        const tab = await popup;
        expect(new URL(tab.url()).searchParams.get('utm_campaign')).toBe('launch');
        await tab.close();
        expect(await dataLayerEvents(page)).toEqual(['consent_update']);
        // Remembered: the next page asks nothing.
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(banner(page)).toHaveCount(0);
      });

      test(`Accept: one tap grants, sends the page view and keeps the campaign for the visit ${device}`, async ({
        page,
        hasTouch,
      }) => {
        await page.goto(path + UTM);
        await press(banner(page).getByRole('button', { name: copy.accept, exact: true }), hasTouch);
        await expect(banner(page)).toHaveCount(0);
        const granted = Object.fromEntries(Object.keys(ALL_DENIED).map((k) => [k, 'granted']));
        await expect
          .poll(async () => (await consentCommands(page)).at(-1))
          .toEqual(['update', granted]);
        await expect.poll(() => dataLayerEvents(page)).toEqual(['consent_update', 'page_view']);
        expect(
          await page.evaluate(() => JSON.parse(sessionStorage.getItem('landing_tracking') ?? '{}')),
        ).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'launch' });
        const stored = await page.evaluate(() =>
          JSON.parse(localStorage.getItem('landing_consent') ?? '{}'),
        );
        expect(stored).toMatchObject({ v: 2, analytics: true, marketing: true });
      });

      test('Settings by keyboard: allow analytics only, save, and focus moves to the page @desktop', async ({
        page,
      }) => {
        await page.goto(path);
        const settings = banner(page).getByRole('button', { name: copy.settings });
        await settings.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: copy.dialogTitle });
        await expect(dialog).toBeVisible();
        const analytics = dialog.getByRole('checkbox', { name: copy.analyticsLabel });
        const marketing = dialog.getByRole('checkbox', { name: copy.marketingLabel });
        await expect(dialog.getByRole('checkbox', { name: copy.necessaryLabel })).toBeDisabled();
        await expect(analytics).not.toBeChecked();
        await expect(marketing).not.toBeChecked();
        await analytics.focus();
        await page.keyboard.press('Space');
        await expect(analytics).toBeChecked();
        await dialog.getByRole('button', { name: copy.save }).focus();
        await page.keyboard.press('Enter');
        await expect(dialog).toHaveCount(0);
        await expect(banner(page)).toHaveCount(0);
        await expect(page.locator('#main')).toBeFocused();
        await expect
          .poll(async () => (await consentCommands(page)).at(-1))
          .toEqual(['update', { ...ALL_DENIED, analytics_storage: 'granted' }]);
        await expect.poll(() => dataLayerEvents(page)).toEqual(['consent_update', 'page_view']);
      });

      // The banner and the dialog alone: the page around them, banner included, is checked whole
      // on a phone's first visit (site-basics.ts), and a modal dialog leaves the page inert.
      test('has no axe violations in the banner and in the open settings', async ({ page }) => {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(banner(page)).toBeVisible();
        expect(await axeViolations(page, '[data-consent-banner]')).toEqual([]);
        await banner(page).getByRole('button', { name: copy.settings }).click();
        await expect(page.getByRole('dialog', { name: copy.dialogTitle })).toBeVisible();
        expect(await axeViolations(page, '[data-consent-settings]')).toEqual([]);
      });
    });

    test.describe(`consent on ${path} under Global Privacy Control`, () => {
      test.use({ consent: null });

      test(`asks nothing, sends nothing, and the settings say why ${device}`, async ({
        page,
        hasTouch,
      }) => {
        await page.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
        );
        await page.goto(path + UTM, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(banner(page)).toHaveCount(0);
        expect(await dataLayerEvents(page)).toEqual([]);
        expect(await consentCommands(page)).toEqual([
          ['default', { ...ALL_DENIED, wait_for_update: 500 }],
        ]);
        expect(await page.evaluate(() => sessionStorage.getItem('landing_tracking'))).toBeNull();
        // Brought into view first, as a visitor reaches the footer (`press`): the sections above
        // take their real sizes a frame after a jump, and a click in the same frame missed it.
        await press(
          page.getByRole('contentinfo').getByRole('button', { name: cookieSettingsLabel[lang] }),
          hasTouch,
        );
        const dialog = page.getByRole('dialog', { name: copy.dialogTitle });
        await expect(dialog.getByText(copy.signal)).toBeVisible();
        await expect(dialog.getByRole('checkbox', { name: copy.analyticsLabel })).toBeDisabled();
        await expect(dialog.getByRole('button', { name: copy.accept, exact: true })).toHaveCount(0);
      });
    });

    test.describe(`changing the choice on ${path} (a visitor who allowed analytics)`, () => {
      test(`one tap on the footer's Cookie settings, Reject all: denied, and the kept campaign forgotten ${device}`, async ({
        page,
        hasTouch,
      }) => {
        await page.goto(path + UTM);
        await expect
          .poll(() => page.evaluate(() => sessionStorage.getItem('landing_tracking')))
          .toContain('launch');
        const open = page
          .getByRole('contentinfo')
          .getByRole('button', { name: cookieSettingsLabel[lang] });
        await press(open, hasTouch);
        const dialog = page.getByRole('dialog', { name: copy.dialogTitle });
        await expect(dialog.getByRole('checkbox', { name: copy.analyticsLabel })).toBeChecked();
        await press(dialog.getByRole('button', { name: copy.reject, exact: true }), hasTouch);
        await expect(dialog).toHaveCount(0);
        await expect
          .poll(async () => (await consentCommands(page)).at(-1))
          .toEqual(['update', ALL_DENIED]);
        // Consent Mode is told at once; the withdrawn purpose's storage goes once the choice's
        // module has loaded (packages/tracking/src/consent.ts, `choose`), a moment later.
        await expect
          .poll(() => page.evaluate(() => sessionStorage.getItem('landing_tracking')))
          .toBeNull();
        // Focus is back on the button that opened the settings.
        await expect(open).toBeFocused();
      });
    });

    test.describe(`language suggestion on ${path}`, () => {
      const [other] = otherLocales(lang) as [Locale];
      // A browser set to the other language (its formatting tag, e.g. `es-419`).
      const browserLocale = LOCALE_TABLE[other].formatTag;
      const suggestion = clients[other].languageSuggestion;
      test.use({ locale: browserLocale, languageNoticeDeclined: false });

      test(`suggests the ${other} page to a ${other} browser, never redirects, and remembers a no ${device}`, async ({
        page,
        hasTouch,
      }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(path);
        const note = page.getByRole('region', { name: suggestion.label });
        await expect(note).toBeVisible();
        await expect(note).toContainText(suggestion.text);
        await expect(note).toHaveAttribute('lang', other);
        const dismiss = note.getByRole('button', { name: suggestion.dismiss });
        await press(dismiss, hasTouch);
        await expect(note).toHaveCount(0);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('region', { name: suggestion.label })).toHaveCount(0);
      });

      test(`one tap on the suggestion opens the ${other} page ${device}`, async ({
        page,
        hasTouch,
      }) => {
        await page.goto(path);
        const link = page
          .getByRole('region', { name: suggestion.label })
          .getByRole('link', { name: suggestion.switchTo });
        await expect(link).toBeVisible();
        await press(link, hasTouch);
        const otherHome = pages.find((p) => p.lang === other)?.path;
        await expect(page).toHaveURL((url) => url.pathname === otherHome);
        await expect(page.locator('html')).toHaveAttribute('lang', other);
      });
    });
  }
}
