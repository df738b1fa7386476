import { join } from 'node:path';
import { routesFor, TOOL_KEYS, type ToolKey } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { type E2EHarness, startHarness } from '@landing/devkit/e2e';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: E2EHarness;
beforeAll(async () => {
  h = await startHarness(join(import.meta.dirname, '..'));
});
afterAll(() => h?.close());

const SITE = 'http://localhost:4173';
const locales = [
  { locale: 'en', t: en },
  { locale: 'es', t: es },
] as const;
const pathOf = (key: ToolKey, locale: 'en' | 'es') =>
  routesFor('ebook').find((r) => r.key === key)!.paths[locale];

describe('tool pages (spec 2 "Tools section")', () => {
  for (const { locale, t } of locales) {
    it(`${locale}: all 14 pages are complete static landings with a no-JS registration form`, async () => {
      for (const key of TOOL_KEYS) {
        const page = t.tools.pages[key];
        const html = await (await fetch(h.site.url + pathOf(key, locale))).text();
        expect(html, key).toContain(`<html lang="${locale}"`);
        expect(html, key).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
        expect(html, key).toContain('action="http://localhost:4010/register"');
        expect(html, key).toContain('target="_blank"');
        expect(html, key).toContain('<input type="hidden" name="source" value="homepage"/>');
        expect(html, key).toContain(`<input type="hidden" name="action" value="tool_${key}"/>`);
        expect(html, key).toContain(`name="${page.form.param}"`);
        expect(html, key).toContain('data-track="tool_submit"');
        // What it does, for whom, examples, FAQ and related tools are all on the page.
        for (const point of page.forWhom.points) expect(html, key).toContain(point.text);
        expect(html, key).toContain(page.examples.heading);
        expect(html, key).toContain('<details');
        for (const related of page.related) {
          expect(html, key).toContain(pathOf(related as ToolKey, locale));
        }
        // No island: the page ships the entry script only, never React.
        expect(html, key).not.toContain('data-island=');
      }
    });

    for (const key of ['ebookIdeas', 'emailWriter'] as const) {
      it(`${locale} ${key}: submitting opens registration with action=tool_${key}, the typed input and the visit's UTM fields`, async () => {
        const { page, problems } = await h.open({ device: locale === 'en' ? 'phone' : 'desktop' });
        await page.goto(`${h.site.url + pathOf(key, locale)}?utm_source=ads&utm_campaign=tools`, {
          waitUntil: 'networkidle',
        });
        const form = t.tools.pages[key].form;
        await page.getByLabel(form.label, { exact: true }).fill('sourdough baking for beginners');
        const popup = page.waitForEvent('popup');
        await page.getByRole('button', { name: form.submit }).click();
        const url = new URL((await popup).url());
        expect(`${url.origin}${url.pathname}`).toBe('http://localhost:4010/register');
        expect(url.searchParams.get('source')).toBe('homepage');
        expect(url.searchParams.get('action')).toBe(`tool_${key}`);
        expect(url.searchParams.get(form.param)).toBe('sourdough baking for beginners');
        expect(url.searchParams.get('utm_source')).toBe('ads');
        expect(url.searchParams.get('utm_campaign')).toBe('tools');
        expect(url.searchParams.get('landing_page')).toBe(pathOf(key, locale));
        if ('options' in form) {
          expect(url.searchParams.get(form.options.param)).toBe(form.options.items[0].id);
        }
        expect(
          await page.evaluate(() =>
            ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map(
              (e) => e.event,
            ),
          ),
        ).toContain('tool_submit');
        expect(problems).toEqual([]);
      });
    }
  }
});

describe('sitemap (spec 2 routes)', () => {
  it('lists every route of the site in both languages with hreflang alternates', async () => {
    const xml = await (await fetch(`${h.site.url}/sitemap.xml`)).text();
    const routes = routesFor('ebook').filter((r) => r.indexable);
    expect(routes).toHaveLength(15);
    expect(xml.match(/<url>/g)).toHaveLength(30);
    for (const route of routes) {
      for (const path of [route.paths.en, route.paths.es]) {
        const entry = xml.split('<url>').find((u) => u.includes(`<loc>${SITE}${path}</loc>`));
        expect(entry, path).toBeDefined();
        expect(entry).toContain(`hreflang="en" href="${SITE}${route.paths.en}"`);
        expect(entry).toContain(`hreflang="es" href="${SITE}${route.paths.es}"`);
        expect(entry).toContain(`hreflang="x-default" href="${SITE}${route.paths.en}"`);
      }
    }
    expect(xml).not.toContain('/404');
  });
});
