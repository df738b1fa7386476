import { join } from 'node:path';
import { formatPrice, type Locale, type Messages } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { axeViolations, type E2EHarness, startHarness } from '@landing/devkit/e2e';
import type { StubMode } from '@landing/marketplace-client/stub';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: E2EHarness;
beforeAll(async () => {
  h = await startHarness(join(import.meta.dirname, '..'));
});
afterAll(() => h?.close());

const STUB = 'http://localhost:4010';
const LOCALES = [
  { locale: 'en', path: '/', t: en as Messages },
  { locale: 'es', path: '/es/', t: es as Messages },
] as const satisfies readonly { locale: Locale; path: string; t: Messages }[];
const DEVICES = ['phone', 'desktop'] as const;

// The stub's 6 most-viewed books (seed.ts) and their marketplace pages (spec 2: /book/{id}/{slug}).
const TOP_BOOKS = [
  `${STUB}/book/101/el-nino-the-sea`,
  `${STUB}/book/102/cafe-de-paris`,
  `${STUB}/book/103/it-s-about-time`,
  `${STUB}/book/104/your-first-launch-a-free-field-guide`,
  `${STUB}/book/106/recetas-de-la-abuela-edicion-ampliada`,
  `${STUB}/book/107/the-midnight-ledger`,
];
// Spec 9: the first 3 books cost 9.99 + 14.50 + 4.99 = 29.48; the bundle is 70% of that.
const LIVE_BUNDLE = { first: 9.99, total: 29.48, bundle: 20.64, percent: 30 };
const SAMPLE_BUNDLE = { first: 19, total: 23.97, bundle: 16.99, percent: 29 };

const visible = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function openAt(
  path: string,
  device: (typeof DEVICES)[number],
  mode: StubMode = 'ok',
): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  h.stub.setMode(mode);
  const { page, problems, context } = await h.open({ device });
  await page.goto(`${h.site.url}${path}`);
  return { page, problems, close: () => context.close() };
}

const stripOf = (page: Page, t: Messages) =>
  page.getByRole('region', { name: t.author.strip.heading });

/** Scrolls the strip into view so its `visible` island (and the bundle card's) hydrates. */
async function reachStrip(page: Page, t: Messages) {
  await stripOf(page, t).scrollIntoViewIfNeeded();
  await page.locator('[data-island="LiveBundleCard"]').scrollIntoViewIfNeeded();
}

/** The bundle card's figures, by the names of the terms. */
async function bundleFigures(page: Page, t: Messages) {
  const card = page.locator('[data-island="LiveBundleCard"]');
  const figure = async (term: string) =>
    visible(
      await card
        .locator('dt', { hasText: term })
        .locator('xpath=following-sibling::dd')
        .textContent(),
    );
  return {
    first: await figure(t.author.bundle.firstBook),
    total: await figure(t.author.bundle.total),
    bundle: await figure(t.author.bundle.bundlePrice),
    saved: visible(await card.locator('dl + p').textContent()),
  };
}

function expectedFigures(values: typeof LIVE_BUNDLE, locale: Locale, t: Messages) {
  return {
    first: visible(formatPrice(values.first, locale)),
    total: visible(formatPrice(values.total, locale)),
    bundle: visible(formatPrice(values.bundle, locale)),
    saved: t.author.bundle.saved.replace('{percent}', String(values.percent)),
  };
}

describe('author landing against the stub marketplace (spec 2, 7, 8, 9)', () => {
  for (const { locale, path, t } of LOCALES) {
    for (const device of DEVICES) {
      describe(`${path} at ${device} width`, () => {
        it('ok: shows the 6 most-viewed books linking to their pages, and the bundle of the first 3', async () => {
          const { page, problems, close } = await openAt(path, device, 'ok');
          await reachStrip(page, t);
          const links = stripOf(page, t).getByRole('link');
          await expect.poll(() => links.count()).toBe(6);
          const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
          expect(hrefs).toEqual(TOP_BOOKS);
          await expect
            .poll(() => bundleFigures(page, t))
            .toEqual(expectedFigures(LIVE_BUNDLE, locale, t));
          expect(await page.getByText(t.author.bundle.liveNote).count()).toBe(1);
          expect(problems).toEqual([]);
          await close();
        });

        for (const mode of ['error500', 'malformed', 'no-books'] as const) {
          it(`${mode}: keeps the 6 placeholders, shows nothing, logs to the console only, sample bundle`, async () => {
            const { page, problems, close } = await openAt(path, device, mode);
            await reachStrip(page, t);
            await expectFailureHandled(page, problems, locale, t);
            await close();
          });
        }

        it('hang: gives up after the timeout and keeps the placeholders and the sample bundle', async () => {
          h.stub.setMode('hang');
          const { page, problems, context } = await h.open({ device });
          await page.clock.install();
          await page.goto(`${h.site.url}${path}`);
          const asked = page.waitForRequest(/\/api\/books-app\/books/);
          await reachStrip(page, t);
          await asked;
          await page.clock.runFor(8_100);
          await expectFailureHandled(page, problems, locale, t);
          await context.close();
        });

        it('few: shows the 2 books and the sample bundle values', async () => {
          const { page, problems, close } = await openAt(path, device, 'few');
          await reachStrip(page, t);
          const links = stripOf(page, t).getByRole('link');
          await expect.poll(() => links.count()).toBe(2);
          expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
            TOP_BOOKS.slice(0, 2),
          );
          expect(await bundleFigures(page, t)).toEqual(expectedFigures(SAMPLE_BUNDLE, locale, t));
          expect(problems).toEqual([]);
          await close();
        });
      });
    }
  }
});

async function expectFailureHandled(page: Page, problems: string[], locale: Locale, t: Messages) {
  const strip = stripOf(page, t);
  await expect.poll(() => strip.locator('[data-status="error"]').count()).toBe(1);
  expect(await strip.locator('[aria-busy="true"] > div > *').count()).toBe(6);
  expect(await strip.getByRole('link').count()).toBe(0);
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await bundleFigures(page, t)).toEqual(expectedFigures(SAMPLE_BUNDLE, locale, t));
  expect(await page.getByText(t.author.bundle.sampleNote).count()).toBe(1);
  expect(problems.length).toBeGreaterThan(0);
  expect(problems.every((p) => p.startsWith('error:'))).toBe(true);
}

describe('live-publishing demo card (spec 4: switches after 5000 ms)', () => {
  for (const { path, t } of LOCALES) {
    it(`${path}: still processing at 4999 ms, live with the marketplace link at 5000 ms`, async () => {
      const { page, context } = await h.open({ device: 'desktop' });
      await page.clock.install({ time: new Date('2026-01-05T10:00:00Z') });
      await page.clock.pauseAt(new Date('2026-01-05T10:00:01Z'));
      await page.goto(`${h.site.url}${path}`);
      const card = page.locator('[data-island="LiveDemoCard"]');
      // Hydrated once React has attached its fiber; then let the passive effects (the timer) run.
      await expect
        .poll(() =>
          card.evaluate((el) =>
            Object.keys(el.firstElementChild ?? {}).some((k) => k.startsWith('__reactFiber')),
          ),
        )
        .toBe(true);
      for (let i = 0; i < 3; i++) {
        await page.evaluate(
          () =>
            new Promise((resolve) => {
              const channel = new MessageChannel();
              channel.port1.onmessage = resolve;
              channel.port2.postMessage(0);
            }),
        );
      }
      const status = card.getByRole('status');
      expect(visible(await status.textContent())).toBe(t.author.demoCard.processing);
      await page.clock.runFor(4999);
      expect(visible(await status.textContent())).toBe(t.author.demoCard.processing);
      expect(await card.getByRole('link').count()).toBe(0);
      await page.clock.runFor(1);
      await expect
        .poll(async () => visible(await status.textContent()))
        .toBe(t.author.demoCard.liveTitle);
      const link = card.getByRole('link', { name: new RegExp(t.author.demoCard.marketplaceLink) });
      expect(await link.getAttribute('href')).toBe(STUB);
      expect(await link.getAttribute('target')).toBe('_blank');
      await context.close();
    });
  }
});

describe('hero, links and sections', () => {
  it('"See how it works" moves to the steps section', async () => {
    const { page, close } = await openAt('/', 'phone');
    const link = page.getByRole('link', { name: en.author.hero.secondaryCta });
    expect(await link.getAttribute('href')).toBe('#steps-section');
    await link.click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#steps-section');
    // Smooth scrolling ends with the section's top at the page's scroll padding (the sticky header).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const top = document.getElementById('steps-section')?.getBoundingClientRect().top ?? -1;
          const padding = Number.parseFloat(
            getComputedStyle(document.documentElement).scrollPaddingTop,
          );
          return Math.abs(top - padding) <= 1;
        }),
      )
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await close();
  });

  for (const { locale, path, t } of LOCALES) {
    it(`${path}: every publish link carries exactly the spec's parameters${locale === 'es' ? ' and lang=es' : ''}`, async () => {
      const { page, close } = await openAt(path, 'desktop');
      const hrefs = await page
        .locator('a[href*="utm_medium=publish_feature"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      // Hero and final call to action.
      expect(hrefs).toHaveLength(2);
      for (const href of hrefs) {
        const url = new URL(href);
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
      const publish = page
        .locator('[data-page-view]')
        .getByRole('link', { name: new RegExp(`^${t.author.hero.primaryCta}`) });
      expect(await publish.getAttribute('target')).toBe('_blank');
      expect(await publish.getAttribute('rel')).toBe('noopener');
      await close();
    });
  }

  it('opens the publish link in a new tab with the captured visit fields', async () => {
    const { page, problems, close } = await openAt(
      '/?utm_source=news&utm_campaign=fall',
      'desktop',
    );
    const popup = page.waitForEvent('popup');
    await page
      .locator('[data-page-view]')
      .getByRole('link', { name: new RegExp(`^${en.author.hero.primaryCta}`) })
      .click();
    const url = new URL((await popup).url());
    expect(`${url.origin}${url.pathname}`).toBe(`${STUB}/register`);
    // The publish link's own campaign wins (spec 2); the captured landing page rides along.
    expect(url.searchParams.get('utm_source')).toBe('homepage');
    expect(url.searchParams.get('utm_medium')).toBe('publish_feature');
    expect(url.searchParams.get('utm_campaign')).toBe('cta');
    expect(url.searchParams.get('landing_page')).toBe('/');
    expect(page.url()).toContain('utm_source=news');
    expect(problems).toEqual([]);
    await close();
  });

  it('opens a registration link in a new tab with the captured UTM fields', async () => {
    const { page, close } = await openAt('/es/?utm_source=news&utm_campaign=fall', 'desktop');
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: new RegExp(`^${es.author.affiliate.cta.label}`) }).click();
    const url = new URL((await popup).url());
    expect(`${url.origin}${url.pathname}`).toBe(`${STUB}/register`);
    expect(url.searchParams.get('utm_source')).toBe('news');
    expect(url.searchParams.get('utm_campaign')).toBe('fall');
    expect(url.searchParams.get('source')).toBe('homepage');
    await close();
  });

  for (const { path, t } of LOCALES) {
    it(`${path}: external links open a new tab with rel=noopener and say so to screen readers`, async () => {
      const { page, close } = await openAt(path, 'phone');
      const hrefs = [
        t.author.connect.fullList.href,
        ...t.author.connect.alternatives.items.map((i) => i.href),
      ];
      for (const href of hrefs) {
        const link = page.locator(`a[href="${href}"]`);
        expect(await link.count(), href).toBe(1);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener');
        expect(await link.textContent()).toContain(t.common.opensInNewTab);
      }
      await close();
    });

    it(`${path}: shows 20 countries and expands the 22 more`, async () => {
      const { page, close } = await openAt(path, 'phone');
      const more = t.author.connect.moreCountries;
      const first = t.author.connect.countries;
      expect(await page.getByText(first[0]?.name ?? '', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText(more[0]?.name ?? '', { exact: true }).isVisible()).toBe(false);
      await page
        .getByText(t.author.connect.showMore.replace('{count}', String(more.length)))
        .click();
      for (const country of more) {
        expect(await page.getByText(country.name, { exact: true }).isVisible(), country.name).toBe(
          true,
        );
      }
      await close();
    });
  }

  for (const device of DEVICES) {
    it(`nothing moves when the books arrive (${device})`, async () => {
      h.stub.setMode('ok');
      const { page, problems, context } = await h.open({ device });
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
      await page.goto(`${h.site.url}/`);
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
      await expect.poll(() => stripOf(page, en).getByRole('link').count()).toBe(6);
      await expect.poll(() => page.getByText(en.author.bundle.liveNote).count()).toBe(1);
      await page.evaluate(() => document.fonts.ready);
      expect(await boxes()).toEqual(before);
      // The strip and the bundle card share one request (spec 7: the one data call).
      expect(calls).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  for (const { path, t } of LOCALES) {
    it(`${path}: no axe violations with books loaded, an answer open and the countries expanded`, async () => {
      const { page, close } = await openAt(path, 'desktop');
      await reachStrip(page, t);
      await expect.poll(() => stripOf(page, t).getByRole('link').count()).toBe(6);
      const question = page.getByRole('button', { name: t.author.faq.items[0]?.question });
      await question.scrollIntoViewIfNeeded();
      await expect
        .poll(async () => {
          await question.click();
          return question.getAttribute('aria-expanded');
        })
        .toBe('true');
      await page.getByText(t.author.connect.showMore.replace('{count}', '22')).click();
      expect(await axeViolations(page)).toEqual([]);
      await close();
    });
  }
});
