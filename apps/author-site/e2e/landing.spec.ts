import { formatPrice, type Locale, type Messages } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import {
  axeViolations,
  byId,
  expect,
  expectLanded,
  oneDeviceFor,
  press,
  test,
} from '@landing/devkit/playwright/fixtures';
import type { Page } from '@playwright/test';

const STUB = 'http://localhost:4010';
const LOCALES = [
  { locale: 'en', path: '/', t: en as Messages },
  { locale: 'es', path: '/es/', t: es as Messages },
] as const satisfies readonly { locale: Locale; path: string; t: Messages }[];

// The stub's 6 most-viewed books (seed.ts) and their marketplace pages (docs/PRODUCT.md §2.7: /book/{id}/{slug}).
const TOP_BOOKS = [
  `${STUB}/book/101/el-nino-the-sea`,
  `${STUB}/book/102/cafe-de-paris`,
  `${STUB}/book/103/it-s-about-time`,
  `${STUB}/book/104/your-first-launch-a-free-field-guide`,
  `${STUB}/book/106/recetas-de-la-abuela-edicion-ampliada`,
  `${STUB}/book/107/the-midnight-ledger`,
];
// docs/PRODUCT.md §9.6: the first 3 books cost 9.99 + 14.50 + 4.99 = 29.48; the bundle is 70% of that.
const LIVE_BUNDLE = { first: 9.99, total: 29.48, bundle: 20.64, percent: 30 };
const SAMPLE_BUNDLE = { first: 19, total: 23.97, bundle: 16.99, percent: 29 };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const stripOf = (page: Page, t: Messages) =>
  page.getByRole('region', { name: t.author.strip.heading });

const bundleCardOf = (page: Page, t: Messages) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: t.author.bundle.heading }) });

const heroOf = (page: Page, t: Messages) =>
  page.getByRole('region', { name: t.author.hero.headline });

/** Scrolls to the strip and then the bundle card, as a visitor would: both `visible` islands hydrate. */
async function reachStrip(page: Page, t: Messages) {
  await stripOf(page, t).scrollIntoViewIfNeeded();
  await bundleCardOf(page, t).scrollIntoViewIfNeeded();
}

/** The bundle card shows these figures, each under its term, and the saving. */
async function expectBundle(page: Page, t: Messages, values: typeof LIVE_BUNDLE, locale: Locale) {
  const card = bundleCardOf(page, t);
  // One term and one definition per row, in order: the nth definition is the nth term's figure.
  await expect(card.getByRole('term')).toHaveText([
    t.author.bundle.firstBook,
    t.author.bundle.total,
    t.author.bundle.bundlePrice,
  ]);
  await expect(card.getByRole('definition')).toHaveText([
    formatPrice(values.first, locale),
    formatPrice(values.total, locale),
    formatPrice(values.bundle, locale),
  ]);
  const saved = t.author.bundle.saved.replace('{percent}', String(values.percent));
  await expect(card.getByText(saved, { exact: true })).toBeVisible();
}

/** The note under the bundle card: the live one or the sample one (the other is laid out hidden). */
async function expectBundleNote(page: Page, t: Messages, shown: 'live' | 'sample') {
  const card = bundleCardOf(page, t);
  const live = card.getByText(t.author.bundle.liveNote);
  const sample = card.getByText(t.author.bundle.sampleNote);
  await expect(shown === 'live' ? live : sample).toBeVisible();
  await expect(shown === 'live' ? sample : live).toBeHidden();
}

/** docs/PRODUCT.md §8.1: the placeholders stay, the visitor sees nothing, the console alone hears of it. */
async function expectFailureHandled(page: Page, problems: string[], locale: Locale, t: Messages) {
  const strip = stripOf(page, t);
  await expect(strip.locator('[data-status]')).toHaveAttribute('data-status', 'error');
  await expect(strip.locator('[aria-busy="true"] > div > *')).toHaveCount(6);
  await expect(strip.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectBundle(page, t, SAMPLE_BUNDLE, locale);
  await expectBundleNote(page, t, 'sample');
  await expect.poll(() => problems.length).toBeGreaterThan(0);
  expect(problems.filter((p) => !p.startsWith('error:'))).toEqual([]);
}

test.describe('author landing against the stub marketplace (docs/PRODUCT.md §2.6, §7.1, §8.1 and §9.6)', () => {
  for (const { locale, path, t } of LOCALES) {
    // What the strip and the bundle show for each answer of the marketplace is the same on every
    // device (oneDeviceFor); the strip's layout is checked on both by the visual and axe tests.
    const device = oneDeviceFor(locale);
    test.describe(path, () => {
      test(`ok: shows the 6 most-viewed books linking to their pages, and the bundle of the first 3 ${device}`, async ({
        page,
        problems,
      }) => {
        await page.goto(path);
        await reachStrip(page, t);
        const links = stripOf(page, t).getByRole('link');
        await expect(links).toHaveCount(6);
        for (const [i, href] of TOP_BOOKS.entries()) {
          await expect(links.nth(i)).toHaveAttribute('href', href);
        }
        await expectBundle(page, t, LIVE_BUNDLE, locale);
        await expectBundleNote(page, t, 'live');
        expect(problems).toEqual([]);
      });

      for (const mode of ['error500', 'malformed', 'no-books'] as const) {
        test.describe(() => {
          test.use({ stubMode: mode });
          test(`${mode}: keeps the 6 placeholders, shows nothing, logs to the console only, sample bundle ${device}`, async ({
            page,
            problems,
          }) => {
            await page.goto(path);
            await reachStrip(page, t);
            await expectFailureHandled(page, problems, locale, t);
          });
        });
      }

      test.describe(() => {
        test.use({ stubMode: 'hang' });
        test(`hang: gives up after the timeout and keeps the placeholders and the sample bundle ${device}`, async ({
          page,
          problems,
        }) => {
          await page.clock.install();
          await page.goto(path);
          const asked = page.waitForRequest(/\/api\/books-app\/books/);
          await reachStrip(page, t);
          await asked;
          await page.clock.runFor(8_100);
          await expectFailureHandled(page, problems, locale, t);
        });
      });

      test.describe(() => {
        test.use({ stubMode: 'few' });
        test(`few: shows the 2 books and the sample bundle values ${device}`, async ({
          page,
          problems,
        }) => {
          await page.goto(path);
          await reachStrip(page, t);
          const links = stripOf(page, t).getByRole('link');
          await expect(links).toHaveCount(2);
          for (const [i, href] of TOP_BOOKS.slice(0, 2).entries()) {
            await expect(links.nth(i)).toHaveAttribute('href', href);
          }
          await expectBundle(page, t, SAMPLE_BUNDLE, locale);
          expect(problems).toEqual([]);
        });
      });
    });
  }
});

test.describe('live-publishing demo card (docs/PRODUCT.md §4.8: switches after 5000 ms)', () => {
  // A timer answers the same on every device: once per language.
  for (const { locale, path, t } of LOCALES) {
    test(`${path}: still processing at 4999 ms, live with the marketplace link at 5000 ms ${oneDeviceFor(locale)}`, async ({
      page,
    }) => {
      await page.clock.install({ time: new Date('2026-01-05T10:00:00Z') });
      await page.clock.pauseAt(new Date('2026-01-05T10:00:01Z'));
      await page.goto(path);
      const demo = page.getByRole('figure', { name: t.author.demoCard.label });
      // The 5000 ms timer starts when the island starts, once the card is on screen (below the
      // fold on a phone): only then may the clock move.
      await demo.scrollIntoViewIfNeeded();
      await expect(demo.locator('[data-island]')).toHaveAttribute('data-hydrated', '');
      const status = demo.getByRole('status');
      await expect(status).toHaveText(t.author.demoCard.processing);
      await page.clock.runFor(4999);
      await expect(status).toHaveText(t.author.demoCard.processing);
      await expect(demo.getByRole('link')).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(status).toHaveText(t.author.demoCard.liveTitle);
      const link = demo.getByRole('link', { name: t.author.demoCard.marketplaceLink });
      await expect(link).toHaveAttribute('href', STUB);
      await expect(link).toHaveAttribute('target', '_blank');
    });
  }
});

test.describe('hero, links and sections', () => {
  for (const { path, t } of LOCALES) {
    test(`${path}: "${t.author.hero.secondaryCta}" glides to the steps section`, async ({
      page,
      hasTouch,
    }) => {
      await page.goto(path);
      const link = heroOf(page, t).getByRole('link', { name: t.author.hero.secondaryCta });
      await expect(link).toHaveAttribute('href', '#steps-section');
      // The glide is script's (before it, the jump is instant, as without it): the page's script
      // runs in tasks that can end after the load event, so wait for its last one.
      await expect(page.locator('html')).toHaveAttribute('data-started', '');
      // A glide scrolls over several frames (docs/PRODUCT.md §2.6, "scrolls smoothly"), a jump
      // in one: note where each scroll event finds the page, and look for a stop on the way. A
      // busy machine draws fewer frames, but a glide still passes through one.
      await page.evaluate(() => {
        const w = window as unknown as { scrolledTo: number[] };
        w.scrolledTo = [];
        addEventListener('scroll', () => {
          w.scrolledTo.push(scrollY);
        });
      });
      await press(link, hasTouch);
      await expect(page).toHaveURL(/#steps-section$/);
      await expectLanded(byId(page, 'steps-section'), t.author.hero.secondaryCta);
      const scrolledTo = await page.evaluate(
        () => (window as unknown as { scrolledTo: number[] }).scrolledTo,
      );
      const landedAt = await page.evaluate(() => scrollY);
      expect(
        scrolledTo.some((y) => y > 0 && y < landedAt - 1),
        String(scrolledTo),
      ).toBe(true);
    });
  }

  for (const { locale, path, t } of LOCALES) {
    test(`${path}: every publish link carries exactly the parameters of docs/PRODUCT.md §2.7${locale === 'es' ? ' and lang=es' : ''} ${oneDeviceFor(locale)}`, async ({
      page,
    }) => {
      await page.goto(path);
      // Hero and final call to action, and no other.
      await expect(page.locator('a[href*="utm_medium=publish_feature"]')).toHaveCount(2);
      const publishLinks = [
        heroOf(page, t).getByRole('link', { name: t.author.hero.primaryCta }),
        page
          .getByRole('region', { name: t.author.finalCta.heading })
          .getByRole('link', { name: t.author.finalCta.cta.label }),
      ];
      for (const link of publishLinks) {
        await expect(link).toHaveAttribute('href', /utm_medium=publish_feature/);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener');
        // A prerendered attribute that never changes: read once and taken apart.
        const url = new URL((await link.getAttribute('href')) ?? '');
        expect(`${url.origin}${url.pathname}`).toBe(`${STUB}/register`);
        expect(Object.fromEntries(url.searchParams)).toEqual({
          ...(locale === 'es' ? { lang: 'es' } : {}),
          source: 'homepage',
          action: 'register',
          utm_source: 'homepage',
          utm_medium: 'publish_feature',
          utm_campaign: 'cta',
        });
      }
    });
  }

  // What a link hands over is the same on every device: each of these once (oneDeviceFor).
  test(`opens the publish link in a new tab with the captured visit fields ${oneDeviceFor('en')}`, async ({
    page,
    problems,
    hasTouch,
  }) => {
    await page.goto('/?utm_source=news&utm_campaign=fall');
    const popupOpened = page.waitForEvent('popup');
    await press(heroOf(page, en).getByRole('link', { name: en.author.hero.primaryCta }), hasTouch);
    const popup = await popupOpened;
    await expect(popup).toHaveURL(new RegExp(`^${escapeRegExp(`${STUB}/register?`)}`));
    const url = new URL(popup.url());
    // The publish link's own campaign wins (docs/PRODUCT.md §2.7); the captured landing page rides along.
    expect(url.searchParams.get('utm_source')).toBe('homepage');
    expect(url.searchParams.get('utm_medium')).toBe('publish_feature');
    expect(url.searchParams.get('utm_campaign')).toBe('cta');
    expect(url.searchParams.get('landing_page')).toBe('/');
    await expect(page).toHaveURL(/utm_source=news/);
    expect(problems).toEqual([]);
  });

  test(`opens a registration link in a new tab with the captured UTM fields ${oneDeviceFor('es')}`, async ({
    page,
    hasTouch,
  }) => {
    await page.goto('/es/?utm_source=news&utm_campaign=fall');
    const popupOpened = page.waitForEvent('popup');
    const affiliate = page.getByRole('region', { name: es.author.affiliate.heading });
    await press(affiliate.getByRole('link', { name: es.author.affiliate.cta.label }), hasTouch);
    const popup = await popupOpened;
    await expect(popup).toHaveURL(new RegExp(`^${escapeRegExp(`${STUB}/register?`)}`));
    const url = new URL(popup.url());
    expect(url.searchParams.get('utm_source')).toBe('news');
    expect(url.searchParams.get('utm_campaign')).toBe('fall');
    expect(url.searchParams.get('source')).toBe('homepage');
  });

  for (const { locale, path } of LOCALES) {
    test(`${path}: every link to registration ${locale === 'es' ? 'carries lang=es' : 'leaves lang out'} (docs/PRODUCT.md §2.7) ${oneDeviceFor(locale)}`, async ({
      page,
    }) => {
      await page.goto(path);
      const hrefs = await page
        .locator('a[href*="/register"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      // The header, the hero, the bundle card, the affiliate programme and the final call to action.
      expect(hrefs.length).toBeGreaterThanOrEqual(5);
      for (const href of hrefs) {
        const url = new URL(href);
        expect(`${url.origin}${url.pathname}`, href).toBe(`${STUB}/register`);
        expect(url.searchParams.getAll('lang'), href).toEqual(locale === 'es' ? ['es'] : []);
      }
    });
  }

  test(`a Spanish registration link lands on a sign-up page that lists lang=es and answers in Spanish ${oneDeviceFor('es')}`, async ({
    page,
    hasTouch,
  }) => {
    await page.goto('/es/');
    const popupOpened = page.waitForEvent('popup');
    const affiliate = page.getByRole('region', { name: es.author.affiliate.heading });
    await press(affiliate.getByRole('link', { name: es.author.affiliate.cta.label }), hasTouch);
    const popup = await popupOpened;
    await expect(popup).toHaveURL(new RegExp(`^${escapeRegExp(`${STUB}/register?`)}`));
    expect(new URL(popup.url()).searchParams.get('lang')).toBe('es');
    await expect(popup.locator('html')).toHaveAttribute('lang', 'es');
    await expect(popup.getByRole('term').filter({ hasText: /^lang$/ })).toHaveCount(1);
  });

  // Links and a list's contents are the same on every device: once per language.
  for (const { locale, path, t } of LOCALES) {
    test(`${path}: external links open a new tab with rel=noopener and say so to screen readers ${oneDeviceFor(locale)}`, async ({
      page,
    }) => {
      await page.goto(path);
      const externals = [
        t.author.connect.fullList,
        ...t.author.connect.alternatives.items.map((item) => ({
          label: item.name,
          href: item.href,
        })),
      ];
      for (const { label, href } of externals) {
        await expect(page.locator(`a[href="${href}"]`), href).toHaveCount(1);
        const link = page.getByRole('link', {
          name: `${label} ${t.common.opensInNewTab}`,
          exact: true,
        });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener');
        await expect(link).toContainText(t.common.opensInNewTab);
      }
    });

    test(`${path}: shows 20 countries and expands the 22 more ${oneDeviceFor(locale)}`, async ({
      page,
      hasTouch,
    }) => {
      const { countries, moreCountries: more, showMore } = t.author.connect;
      expect(countries).toHaveLength(20);
      expect(more).toHaveLength(22);
      await page.goto(path);
      for (const country of countries) {
        await expect(page.getByText(country.name, { exact: true }), country.name).toBeVisible();
      }
      await expect(page.getByText(more[0]?.name ?? '', { exact: true })).toBeHidden();
      await press(page.getByText(showMore.replace('{count}', String(more.length))), hasTouch);
      for (const country of more) {
        await expect(page.getByText(country.name, { exact: true }), country.name).toBeVisible();
      }
    });
  }

  test('nothing moves when the books arrive', async ({ page, problems }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    await page.route('**/api/books-app/books**', async (route) => {
      calls += 1;
      await gate;
      await route.fallback();
    });
    await page.goto('/');
    const asked = page.waitForRequest(/\/api\/books-app\/books/);
    await reachStrip(page, en);
    await asked;
    // The block after the strip (bundle card) and the section after that, in page coordinates.
    const boxes = () =>
      page.evaluate(() =>
        ['[data-block="bundle"]', '[data-block="bundle"] + section'].map((selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return box ? [box.x, box.y + window.scrollY, box.width, box.height] : null;
        }),
      );
    const before = await boxes();
    expect(before.every(Boolean)).toBe(true);
    release();
    await expect(stripOf(page, en).getByRole('link')).toHaveCount(6);
    await expectBundleNote(page, en, 'live');
    await page.evaluate(() => document.fonts.ready);
    expect(await boxes()).toEqual(before);
    // The strip and the bundle card share one request (docs/PRODUCT.md §7.1: the one data call).
    expect(calls).toBe(1);
    expect(problems).toEqual([]);
  });

  for (const { path, t } of LOCALES) {
    test(`${path}: no axe violations with books loaded, an answer open and the countries expanded`, async ({
      page,
      hasTouch,
    }) => {
      // axe over the whole page is CPU-bound (15-25 s on a shared 2-core machine): a longer budget.
      test.slow();
      await page.goto(path);
      await reachStrip(page, t);
      await expect(stripOf(page, t).getByRole('link')).toHaveCount(6);
      // The FAQ is native <details>: one press opens its answer, with or without script.
      const [item] = t.author.faq.items;
      await press(page.getByRole('heading', { level: 3, name: item?.question }), hasTouch);
      await expect(page.getByText(item?.answer ?? '', { exact: true })).toBeVisible();
      const more = t.author.connect.moreCountries;
      await press(
        page.getByText(t.author.connect.showMore.replace('{count}', String(more.length))),
        hasTouch,
      );
      await expect(page.getByText(more[0]?.name ?? '', { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
