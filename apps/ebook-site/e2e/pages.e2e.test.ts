import { join } from 'node:path';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { axeViolations, type E2EHarness, settle, startHarness } from '@landing/devkit/e2e';
import { compareWithBaseline } from '@landing/devkit/visual';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: E2EHarness;
beforeAll(async () => {
  h = await startHarness(join(import.meta.dirname, '..'));
});
afterAll(() => h?.close());

const homes = [
  { path: '/', t: en, name: 'home' },
  { path: '/es/', t: es, name: 'es' },
] as const;
const devices = ['phone', 'desktop'] as const;

describe('landing accessibility in both hero modes (spec 2 item 1)', () => {
  for (const { path, t } of homes) {
    for (const device of devices) {
      it(`${path} at ${device} width: no axe violation in create mode nor in have-book mode`, async () => {
        const { page } = await h.open({ device });
        await page.goto(h.site.url + path, { waitUntil: 'networkidle' });
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('tab', { name: t.ebook.hero.modes.have }).click();
        await expect
          .poll(() => page.getByRole('heading', { name: t.author.hero.headline }).isVisible())
          .toBe(true);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});

// The shared suite's visual check waits for every image to load, and the landing's illustrations
// are `loading="lazy"` below the fold: here they are switched to eager first, so the full-page
// screenshot has them all (tool pages have none and stay in the shared suite).
describe('landing visual baselines', () => {
  for (const { path, name } of homes) {
    for (const device of devices) {
      it(`visual: ${path} at ${device} width matches its baseline`, async () => {
        const { page } = await h.open({ device, reducedMotion: 'reduce' });
        await page.goto(h.site.url + path, { waitUntil: 'networkidle' });
        await page.evaluate(() => {
          for (const img of Array.from(document.images)) img.loading = 'eager';
        });
        await settle(page);
        const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
        const result = await compareWithBaseline(
          png,
          join(import.meta.dirname, '__screenshots__', `${name}-${device}.png`),
        );
        expect(result.status, result.message).not.toBe('mismatch');
        expect(result.status, result.message).not.toBe('missing');
      });
    }
  }
});
