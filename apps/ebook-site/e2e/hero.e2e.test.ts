import { join } from 'node:path';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { type E2EHarness, startHarness } from '@landing/devkit/e2e';
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

describe('hero mode toggle island (spec 2 item 1, spec 4)', () => {
  for (const { path, t, device } of cases) {
    describe(`on ${path} at ${device} width`, () => {
      it('switches blocks by click, keeps the mode in the hash, and follows back/forward', async () => {
        const { page, problems } = await h.open({ device });
        await page.goto(h.site.url + path, { waitUntil: 'networkidle' });
        const create = page.getByRole('tab', { name: t.ebook.hero.modes.create });
        const have = page.getByRole('tab', { name: t.ebook.hero.modes.have });
        await expect.poll(() => create.getAttribute('aria-selected')).toBe('true');
        const createHeading = page.getByRole('heading', { name: t.ebook.hero.create.headline });
        const haveHeading = page.getByRole('heading', { name: t.author.hero.headline });
        expect(await createHeading.isVisible()).toBe(true);
        expect(await haveHeading.isVisible()).toBe(false);

        await page.evaluate(() => window.scrollTo(0, 400));
        await have.click();
        await expect.poll(() => have.getAttribute('aria-selected')).toBe('true');
        expect(new URL(page.url()).hash).toBe('#have-book');
        expect(await haveHeading.isVisible()).toBe(true);
        expect(await createHeading.isVisible()).toBe(false);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

        await page.goBack();
        await expect.poll(() => create.getAttribute('aria-selected')).toBe('true');
        expect(new URL(page.url()).hash).toBe('');
        expect(await createHeading.isVisible()).toBe(true);

        await page.goForward();
        await expect.poll(() => have.getAttribute('aria-selected')).toBe('true');
        expect(problems).toEqual([]);
      });

      it('opens in have-book mode from a shared #have-book link and loads the live strip', async () => {
        const { page, problems } = await h.open({ device });
        await page.goto(`${h.site.url + path}#have-book`, { waitUntil: 'networkidle' });
        const have = page.getByRole('tab', { name: t.ebook.hero.modes.have });
        await expect.poll(() => have.getAttribute('aria-selected')).toBe('true');
        expect(await page.getByRole('heading', { name: t.author.hero.headline }).isVisible()).toBe(
          true,
        );
        // The embedded author landing's strip island hydrates once it is on screen and shows the
        // stub's books.
        await page.getByRole('heading', { name: t.author.strip.heading }).scrollIntoViewIfNeeded();
        await expect
          .poll(() => page.getByRole('link', { name: /Café de París/ }).count())
          .toBeGreaterThan(0);
        expect(problems).toEqual([]);
      });

      it('switches on a hash change and ignores unrelated hashes', async () => {
        const { page } = await h.open({ device });
        await page.goto(h.site.url + path, { waitUntil: 'networkidle' });
        const have = page.getByRole('tab', { name: t.ebook.hero.modes.have });
        const create = page.getByRole('tab', { name: t.ebook.hero.modes.create });
        await page.evaluate(() => {
          window.location.hash = 'have-book';
        });
        await expect.poll(() => have.getAttribute('aria-selected')).toBe('true');
        await page.evaluate(() => {
          window.location.hash = 'no-such-section';
        });
        await expect.poll(() => create.getAttribute('aria-selected')).toBe('true');
      });

      it('is operable from the keyboard with arrow keys', async () => {
        const { page } = await h.open({ device });
        await page.goto(h.site.url + path, { waitUntil: 'networkidle' });
        const create = page.getByRole('tab', { name: t.ebook.hero.modes.create });
        const have = page.getByRole('tab', { name: t.ebook.hero.modes.have });
        await expect.poll(() => create.getAttribute('aria-selected')).toBe('true');
        await create.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => have.getAttribute('aria-selected')).toBe('true');
        expect(await have.evaluate((el) => el === document.activeElement)).toBe(true);
      });
    });
  }
});
