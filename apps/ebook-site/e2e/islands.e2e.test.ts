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

const cases = [
  { path: '/', t: en, device: 'phone' },
  { path: '/es/', t: es, device: 'desktop' },
] as const;

/** Freezes the page's fake clock so only `runFor` moves time from here on. */
async function freeze(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 10);
}

describe('cover gallery (spec 2 item 2)', () => {
  for (const { path, t } of cases) {
    const c = t.ebook.carousel;
    const g = t.ebook.gallery;

    it(`${path}: a carousel on phones whose counter reads 3/20 after two "next"`, async () => {
      const { page, problems } = await h.open({ device: 'phone' });
      await page.goto(h.site.url + path, { waitUntil: 'networkidle' });
      const section = page.locator('#templates');
      await section.scrollIntoViewIfNeeded();
      const next = section.getByRole('button', { name: c.next, exact: true });
      const counter = section.getByText(/^\d+\/20$/);
      await expect.poll(() => counter.textContent()).toBe('1/20');
      // Clicks before hydration do nothing, so the first click is retried until it moves.
      await expect
        .poll(async () => {
          await next.click();
          return counter.textContent();
        })
        .toBe('2/20');
      await next.click();
      await expect.poll(() => counter.textContent()).toBe('3/20');
      expect(problems).toEqual([]);
    });

    it(`${path}: a grid on desktop, and a preview dialog with both hand-off links`, async () => {
      const { page, problems } = await h.open({ device: 'desktop' });
      await page.goto(h.site.url + path, { waitUntil: 'networkidle' });
      const section = page.locator('#templates');
      await section.scrollIntoViewIfNeeded();
      expect(await section.getByRole('button', { name: c.next, exact: true }).isVisible()).toBe(
        false,
      );
      const cards = section.locator('[data-template-id]');
      expect(await cards.count()).toBe(20);
      const tops = await cards.evaluateAll((els) =>
        els.slice(0, 5).map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      // Four columns at 1280 px: the first four share a row, the fifth starts the next.
      expect(new Set(tops.slice(0, 4)).size).toBe(1);
      expect(tops[4]).toBeGreaterThan(tops[0]!);

      const third = t.templates.cover[2]!;
      const dialog = page.getByRole('dialog', { name: third.name });
      await expect
        .poll(async () => {
          await section.locator('[data-template-id="3"]').click();
          return dialog.isVisible();
        })
        .toBe(true);
      const use = new URL(
        (await dialog.getByRole('link', { name: g.useTemplate }).getAttribute('href')) ?? '',
      );
      expect(use.searchParams.get('action')).toBe('cover_use_template_3');
      expect(use.searchParams.get('source')).toBe('homepage');
      const all = new URL(
        (await dialog.getByRole('link', { name: g.viewAll }).getAttribute('href')) ?? '',
      );
      expect(all.searchParams.get('action')).toBe('view_all_templates');
      const popup = page.waitForEvent('popup');
      await dialog.getByRole('link', { name: g.useTemplate }).click();
      expect(new URL((await popup).url()).searchParams.get('action')).toBe('cover_use_template_3');
      expect(problems).toEqual([]);
    });
  }
});

describe('testimonials rotator with the clock (spec 2 item 7, spec 4)', () => {
  for (const { path, t, device } of cases) {
    it(`${path}: advances at 4000 ms, wraps 11 → 1, and a dot jumps`, async () => {
      const { page, problems } = await h.open({ device });
      await page.clock.install();
      await page.goto(h.site.url + path, { waitUntil: 'networkidle' });
      const ctl = t.ebook.testimonials.controls;
      const region = page.locator(`[aria-label="${ctl.label}"]`);
      await region.scrollIntoViewIfNeeded();
      const current = () => region.locator('[data-current]').getAttribute('aria-label');
      const slide = (n: number) =>
        ctl.position.replace('{current}', String(n)).replace('{total}', '11');
      const dot = (n: number) =>
        region.getByRole('button', { name: ctl.goTo.replace('{n}', String(n)), exact: true });
      // Focus and hover hold the rotation (WCAG 2.2.2), so after a click both are moved away.
      const release = async () => {
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.mouse.move(0, 0);
      };
      await freeze(page);
      await expect
        .poll(async () => {
          await dot(2).click();
          return current();
        })
        .toBe(slide(2));
      await release();
      await page.clock.runFor(3999);
      expect(await current()).toBe(slide(2));
      await page.clock.runFor(1);
      await expect.poll(current).toBe(slide(3));
      await page.clock.runFor(4000);
      await expect.poll(current).toBe(slide(4));

      await dot(11).click();
      await expect.poll(current).toBe(slide(11));
      await release();
      await page.clock.runFor(4000);
      await expect.poll(current).toBe(slide(1));
      expect(problems).toEqual([]);
    });
  }
});

describe('FAQ accordion (spec 2 item 8)', () => {
  for (const { path, t, device } of cases) {
    it(`${path}: one answer open at a time; clicking the open one closes it`, async () => {
      const { page, problems } = await h.open({ device });
      await page.goto(h.site.url + path, { waitUntil: 'networkidle' });
      const faq = page.locator('#faq');
      await faq.scrollIntoViewIfNeeded();
      const [first, second] = t.ebook.faq.items;
      const q1 = faq.getByRole('button', { name: first!.question });
      const q2 = faq.getByRole('button', { name: second!.question });
      await expect
        .poll(async () => {
          if ((await q1.getAttribute('aria-expanded')) !== 'true') await q1.click();
          return q1.getAttribute('aria-expanded');
        })
        .toBe('true');
      expect(await faq.getByText(first!.answer).isVisible()).toBe(true);
      await q2.click();
      await expect.poll(() => q2.getAttribute('aria-expanded')).toBe('true');
      expect(await q1.getAttribute('aria-expanded')).toBe('false');
      expect(await faq.getByText(first!.answer).isVisible()).toBe(false);
      expect(await faq.locator('[aria-expanded="true"]').count()).toBe(1);
      await q2.click();
      await expect.poll(() => q2.getAttribute('aria-expanded')).toBe('false');
      expect(await faq.locator('[aria-expanded="true"]').count()).toBe(0);
      expect(problems).toEqual([]);
    });
  }
});

describe('voice-to-book animation with the clock (spec 4, spec 9)', () => {
  for (const { path, t, device } of cases) {
    it(`${path}: records from 1000 ms, "Book ready!" after 4 s of recording, a 6000 ms cycle`, async () => {
      const { page, problems } = await h.open({ device });
      await page.clock.install();
      await page.goto(h.site.url + path, { waitUntil: 'networkidle' });
      await freeze(page);
      const anim = page.getByRole('img', { name: t.ebook.hero.voice.animation.description });
      await anim.scrollIntoViewIfNeeded();
      // The prerendered markup looks the same before and after hydration, so wait for React to
      // own the element, then for its effects (which start the 1000 ms timer) to flush; the
      // frozen clock has not moved meanwhile.
      await expect
        .poll(() =>
          anim.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
        )
        .toBe(true);
      await page.waitForTimeout(200);
      expect(await anim.getAttribute('data-paused')).toBeNull();
      const phase = () => anim.getAttribute('data-phase');
      expect(await phase()).toBe('idle');
      await page.clock.runFor(999);
      expect(await phase()).toBe('idle');
      await page.clock.runFor(1);
      await expect.poll(phase).toBe('recording');
      await page.clock.runFor(3999);
      expect(await phase()).toBe('recording');
      await page.clock.runFor(1);
      await expect.poll(phase).toBe('ready');
      expect(await anim.getByText(t.ebook.hero.voice.animation.ready).count()).toBeGreaterThan(0);
      await page.clock.runFor(2000);
      await expect.poll(phase).toBe('recording');
      await page.clock.runFor(4000);
      await expect.poll(phase).toBe('ready');
      expect(problems).toEqual([]);
    });
  }
});
