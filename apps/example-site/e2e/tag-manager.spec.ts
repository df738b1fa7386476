import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import {
  expect,
  oneDeviceFor,
  press,
  TAG_MANAGER_SCRIPT,
  test,
} from '@landing/devkit/playwright/fixtures';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Consent per purpose with a Tag Manager container (docs/PRODUCT.md §7.5, README.md "Tag
 * Manager"). This site is built with a container id (apps/example-site/.env); the fixtures serve a
 * stand-in container in its place, set up as the README says, which records the tags it ran.
 * Checked here once, for both sites: they run the same consent code (`@landing/tracking`).
 */

interface StandIn {
  loads: number;
  ran: string[];
  redaction: boolean | undefined;
}

const standIn = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { standInContainer?: StandIn }).standInContainer ?? null,
  );

const cookieNames = async (context: BrowserContext) =>
  (await context.cookies()).map((cookie) => cookie.name).sort();

for (const { home, lang, t } of [
  { home: '/', lang: 'en', t: en },
  { home: '/es/', lang: 'es', t: es },
] as const) {
  const copy = t.client.consent;
  // Which tags run and which cookies stay is the same on every device: once per language, on the
  // phone in English and on the desktop in Spanish (oneDeviceFor).
  const device = oneDeviceFor(lang);
  const banner = (page: Page) => page.getByRole('region', { name: copy.title });
  const settings = (page: Page) => page.getByRole('dialog', { name: copy.dialogTitle });
  /** The footer's "Cookie settings", as a returning visitor changes their mind. */
  const openCookieSettings = async (page: Page, hasTouch: boolean) => {
    const open = page
      .getByRole('contentinfo')
      .getByRole('button', { name: t.common.footer.legal.cookieSettings });
    await press(open, hasTouch);
  };

  test.describe(`${home}: a first visit ${device}`, () => {
    test.use({ consent: null });

    for (const [purpose, label, tag, cookies] of [
      ['marketing', copy.marketingLabel, 'ads', ['_gcl_au']],
      ['analytics', copy.analyticsLabel, 'ga4', ['_ga', '_ga_STANDIN']],
    ] as const) {
      test(`${purpose} alone in the settings: only its tag runs, and only its cookies are set`, async ({
        page,
        context,
        hasTouch,
      }) => {
        await page.goto(home);
        await press(banner(page).getByRole('button', { name: copy.settings }), hasTouch);
        await press(settings(page).getByRole('checkbox', { name: label }), hasTouch);
        await press(settings(page).getByRole('button', { name: copy.save }), hasTouch);
        await expect.poll(() => standIn(page)).toMatchObject({ loads: 1, ran: [tag] });
        // Ad click identifiers are redacted unless marketing is granted.
        expect((await standIn(page))?.redaction).toBe(purpose !== 'marketing');
        expect(await cookieNames(context)).toEqual([...cookies]);
      });
    }

    test('Reject: the container is never requested', async ({ page, hasTouch }) => {
      const requests: string[] = [];
      page.on('request', (request) => {
        if (TAG_MANAGER_SCRIPT.test(request.url())) requests.push(request.url());
      });
      await page.goto(home);
      await press(banner(page).getByRole('button', { name: copy.reject, exact: true }), hasTouch);
      await expect(banner(page)).toHaveCount(0);
      await page.reload({ waitUntil: 'networkidle' });
      expect(requests).toEqual([]);
      expect(await standIn(page)).toBeNull();
    });
  });

  test.describe(`${home}: a visitor who allowed both, on www.landing.test ${device}`, () => {
    test.use({ consent: { analytics: true, marketing: true } });

    // A subdomain, so tags put their cookies on the parent domain (`.landing.test`), as on a real
    // host: the browser asks for it and the test answers from the built site.
    const SITE = 'http://www.landing.test';
    test.beforeEach(async ({ context, baseURL }) => {
      await context.route(`${SITE}/**`, async (route) => {
        const url = new URL(route.request().url());
        const response = await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` });
        await route.fulfill({ response });
      });
    });

    for (const [withdraw, keeps, left] of [
      [copy.marketingLabel, ['ga4'], ['_ga', '_ga_STANDIN']],
      [copy.analyticsLabel, ['ads'], ['_gcl_au']],
    ] as const) {
      test(`withdrawing ${withdraw}: its cookies go from the parent domain and the page reloads without its tag`, async ({
        page,
        context,
        hasTouch,
      }) => {
        await page.goto(SITE + home);
        await expect.poll(() => standIn(page)).toMatchObject({ ran: ['ga4', 'ads'] });
        const before = await context.cookies();
        expect(before.map((c) => [c.name, c.domain]).sort()).toEqual([
          ['_ga', '.landing.test'],
          ['_ga_STANDIN', '.landing.test'],
          ['_gcl_au', '.landing.test'],
        ]);
        await openCookieSettings(page, hasTouch);
        await press(settings(page).getByRole('checkbox', { name: withdraw }), hasTouch);
        const reloaded = page.waitForEvent('load');
        await press(settings(page).getByRole('button', { name: copy.save }), hasTouch);
        await reloaded;
        // A fresh page: the container loaded once more, with the purpose that is left.
        await expect.poll(() => standIn(page)).toMatchObject({ loads: 1, ran: keeps });
        expect(await cookieNames(context)).toEqual([...left]);
      });
    }

    test('a tag may load from the origins the site lists (site.ts `csp`), and from no other', async ({
      page,
      context,
    }) => {
      const pixel = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      );
      const asked: string[] = [];
      for (const host of ['pixel', 'unlisted']) {
        await context.route(`https://${host}.landing.test/**`, (route) => {
          asked.push(host);
          return route.fulfill({ contentType: 'image/png', body: pixel });
        });
      }
      await page.goto(SITE + home);
      await expect.poll(() => standIn(page)).toMatchObject({ ran: ['ga4', 'ads'] });
      // What a custom image tag of the container does: each a pixel, one listed, one not.
      const loaded = await page.evaluate(() =>
        Promise.all(
          ['https://pixel.landing.test/p.png', 'https://unlisted.landing.test/p.png'].map(
            (src) =>
              new Promise<boolean>((resolve) => {
                const img = new Image();
                img.onload = () => resolve(true);
                img.onerror = () => resolve(false);
                img.src = src;
              }),
          ),
        ),
      );
      expect(loaded).toEqual([true, false]);
      expect(asked).toEqual(['pixel']);
    });

    test('Reject all: every tag cookie goes, and the reloaded page loads no container', async ({
      page,
      context,
      hasTouch,
    }) => {
      await page.goto(SITE + home);
      await expect.poll(() => standIn(page)).toMatchObject({ ran: ['ga4', 'ads'] });
      await openCookieSettings(page, hasTouch);
      const reloaded = page.waitForEvent('load');
      await press(settings(page).getByRole('button', { name: copy.reject, exact: true }), hasTouch);
      await reloaded;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await standIn(page)).toBeNull();
      expect(await cookieNames(context)).toEqual([]);
      await expect(banner(page)).toHaveCount(0);
    });
  });

  // Storage, not touch: checked once, on the desktop.
  test.describe(`${home}: a stored choice that cannot be used ${device}`, () => {
    test.use({ consent: null });

    const CASES: Array<[string, string]> = [
      [
        'given under an older cookie policy',
        '{"v":2,"p":1,"at":NOW,"analytics":true,"marketing":true}',
      ],
      ['in the older format', '{"v":1,"at":NOW,"analytics":true,"marketing":true}'],
      ['corrupt', '{"v":2,"p":'],
    ];
    for (const [what, raw] of CASES) {
      test(`a choice ${what}: the banner asks again, nothing loads, nothing breaks`, async ({
        page,
        problems,
      }) => {
        await page.addInitScript((value) => {
          localStorage.setItem('landing_consent', value.replace('NOW', String(Date.now())));
        }, raw);
        await page.goto(home);
        await expect(banner(page)).toBeVisible();
        expect(await standIn(page)).toBeNull();
        expect(problems).toEqual([]);
      });
    }

    test('storage that throws: the banner asks, a choice holds for the page, nothing breaks', async ({
      page,
      problems,
      hasTouch,
    }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      await page.goto(home);
      await press(banner(page).getByRole('button', { name: copy.accept, exact: true }), hasTouch);
      await expect(banner(page)).toHaveCount(0);
      await expect.poll(() => standIn(page)).toMatchObject({ ran: ['ga4', 'ads'] });
      expect(problems).toEqual([]);
    });
  });
}
