import { join } from 'node:path';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { type E2EHarness, startHarness } from '@landing/devkit/e2e';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: E2EHarness;
beforeAll(async () => {
  h = await startHarness(join(import.meta.dirname, '..'));
});
afterAll(() => h?.close());

const APP = 'http://localhost:4010';
const cases = [
  { path: '/', t: en, device: 'phone' },
  { path: '/es/', t: es, device: 'desktop' },
] as const;

/** Event names pushed onto `window.dataLayer` so far. */
const events = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map(
      (e) => e.event,
    ),
  );

/** A new-tab registration link by its visible label (its name ends with the new-tab note). */
const regLink = (page: Page, label: string, newTab: string) =>
  page.getByRole('link', { name: `${label} ${newTab}`, exact: true }).first();

describe('ebook landing: tracking and registration hand-offs (spec 7)', () => {
  for (const { path, t, device } of cases) {
    const hero = t.ebook.hero;
    const newTab = t.common.opensInNewTab;
    // Every registration link of spec 7 with its event and action.
    const tracked = [
      { label: hero.create.primaryCta, event: 'hero_start_trial', action: 'register' },
      { label: hero.benefits.cta.label, event: 'hero_get_sample', action: 'register' },
      { label: hero.showcase.cta.label, event: 'hero_start_book', action: 'register' },
      { label: hero.trialBanner.cta.label, event: 'hero_free_trial', action: 'register' },
      { label: hero.voice.cta.label, event: 'hero_voice_to_book', action: 'register' },
      { label: t.ebook.howItWorks.primaryCta.label, event: 'how_it_works_cta', action: 'register' },
      { label: t.ebook.features.cta.label, event: 'features_get_started', action: 'register' },
      {
        label: t.ebook.testimonials.cta.label,
        event: 'testimonials_get_started',
        action: 'register',
      },
    ];

    describe(`on ${path} at ${device} width`, () => {
      it('captures the UTM fields into session storage and records the page view once', async () => {
        const { page, problems } = await h.open({ device });
        await page.goto(`${h.site.url}${path}?utm_source=ads&utm_medium=cpc`, {
          waitUntil: 'networkidle',
        });
        const stored = await page.evaluate(() => sessionStorage.getItem('landing_tracking'));
        expect(JSON.parse(stored ?? '{}')).toMatchObject({ utm_source: 'ads', utm_medium: 'cpc' });
        await expect
          .poll(async () => (await events(page)).filter((e) => e === 'page_view'))
          .toEqual(['page_view']);
        // Leaving the hero and coming back does not record a second view.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(300);
        expect((await events(page)).filter((e) => e === 'page_view')).toHaveLength(1);
        expect(problems).toEqual([]);
      });

      it('fires each CTA event and opens registration in a new tab with the UTM fields, source and action', async () => {
        const { page, problems } = await h.open({ device });
        await page.goto(`${h.site.url}${path}?utm_source=ads&utm_medium=cpc`, {
          waitUntil: 'networkidle',
        });
        for (const { label, event, action } of tracked) {
          // By its event: some labels repeat elsewhere (the header's "Start free" in Spanish).
          const link = page.locator(`a[data-track="${event}"]`);
          expect(await link.count(), label).toBe(1);
          expect(await link.textContent(), label).toContain(label);
          await link.scrollIntoViewIfNeeded();
          const popup = page.waitForEvent('popup');
          await link.click();
          const tab = await popup;
          const url = new URL(tab.url());
          expect(`${url.origin}${url.pathname}`, label).toBe(`${APP}/register`);
          expect(url.searchParams.get('utm_source'), label).toBe('ads');
          expect(url.searchParams.get('utm_medium'), label).toBe('cpc');
          expect(url.searchParams.get('source'), label).toBe('homepage');
          expect(url.searchParams.get('action'), label).toBe(action);
          expect(await events(page), label).toContain(event);
          expect(page.url(), label).toContain(path);
          await tab.close();
        }
        expect(problems).toEqual([]);
      });

      it('sends every audience button and "Get Started For Free" to {host}/register', async () => {
        const { page } = await h.open({ device });
        await page.goto(`${h.site.url}${path}?utm_source=ads&utm_medium=cpc`, {
          waitUntil: 'networkidle',
        });
        for (const a of t.ebook.audiences.items) {
          const href = await regLink(page, a.cta, newTab).getAttribute('href');
          const url = new URL(href ?? '');
          expect(`${url.origin}${url.pathname}`).toBe(`${APP}/register`);
          expect(url.searchParams.get('action')).toBe(`audience_${a.id}`);
        }
        const first = t.ebook.audiences.items[0]!;
        const popup = page.waitForEvent('popup');
        await regLink(page, first.cta, newTab).click();
        const url = new URL((await popup).url());
        expect(url.searchParams.get('action')).toBe(`audience_${first.id}`);
        expect(url.searchParams.get('utm_source')).toBe('ads');

        const final = page.waitForEvent('popup');
        await regLink(page, t.ebook.audiences.finalCta.label, newTab).click();
        const finalUrl = new URL((await final).url());
        expect(`${finalUrl.origin}${finalUrl.pathname}`).toBe(`${APP}/register`);
        expect(finalUrl.searchParams.get('source')).toBe('homepage');
        expect(finalUrl.searchParams.get('action')).toBe('register');
      });

      it('final CTA buttons only record their events: no navigation, no popup', async () => {
        const { page, context } = await h.open({ device });
        await page.goto(h.site.url + path, { waitUntil: 'networkidle' });
        const before = page.url();
        let popups = 0;
        context.on('page', () => {
          popups += 1;
        });
        const f = t.ebook.finalCta;
        for (const { label, event } of [
          { label: f.primaryCta.label, event: 'cta_start_trial' },
          { label: f.secondaryCta.label, event: 'cta_view_demo' },
        ]) {
          const button = page.locator(`button[data-track="${event}"]`);
          expect(await button.textContent()).toBe(label);
          await button.scrollIntoViewIfNeeded();
          await button.click();
          await expect.poll(() => events(page)).toContain(event);
        }
        await page.waitForTimeout(300);
        expect(page.url()).toBe(before);
        expect(popups).toBe(0);
      });

      it('opens the demo video on demand, closes on Escape and "Get Started Now", and returns focus', async () => {
        const { page, problems } = await h.open({ device });
        await page.goto(h.site.url + path, { waitUntil: 'networkidle' });
        // Nothing from the video hosts loads before the visitor asks.
        await page.route(/youtube-nocookie|vimeo/, (route) => route.fulfill({ body: '' }));
        expect(await page.locator('iframe').count()).toBe(0);
        const trigger = page
          .locator('#hero-create')
          .getByRole('button', { name: hero.create.secondaryCta, exact: true });
        const dialog = page.getByRole('dialog', { name: hero.demo.title });
        await expect
          .poll(async () => {
            await trigger.click();
            return dialog.isVisible();
          })
          .toBe(true);
        const src = await dialog.locator('iframe').getAttribute('src');
        expect(src).toMatch(
          path === '/'
            ? /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1&rel=0$/
            : /^https:\/\/player\.vimeo\.com\/video\/\d+\?autoplay=1$/,
        );
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.isVisible()).toBe(false);
        expect(await page.locator('iframe').count()).toBe(0);
        await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);

        await trigger.click();
        await expect.poll(() => dialog.isVisible()).toBe(true);
        await dialog.getByRole('button', { name: hero.demo.cta, exact: true }).click();
        await expect.poll(() => dialog.isVisible()).toBe(false);
        expect(await page.locator('iframe').count()).toBe(0);
        await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(problems).toEqual([]);
      });
    });
  }
});
