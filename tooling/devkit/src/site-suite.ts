import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, type ViewportName } from './browser.js';
import { loadBudgets, measurePage } from './budgets.js';
import { axeViolations, type E2EHarness, settle, startHarness } from './e2e.js';
import { compareWithBaseline } from './visual.js';

export interface SitePage {
  /** Path as linked, e.g. `/` or `/es/`. */
  path: string;
  lang: 'en' | 'es';
  /** The page's h1, as a person reads it. */
  heading: string;
  /** The budget kind in budgets.json (`landing`, `tool`, `notFound`). */
  budget: string;
}

export interface SiteSuiteOptions {
  /** Absolute path of the app folder. */
  appDir: string;
  /** The app's key in budgets.json, e.g. `ebook-site`. */
  budgetKey: string;
  /** The site's configured origin (canonical links use it). */
  siteUrl: string;
  pages: SitePage[];
  /** Headings of the English and Spanish 404 pages. */
  notFound: { en: string; es: string };
  /** Pages to screenshot for visual regression (a subset of `pages`). */
  visualPaths: string[];
}

const repoRoot = join(import.meta.dirname, '../../..');

/**
 * The checks every built site must pass, whatever its content: prerendered HTML that reads without
 * JavaScript, a complete head, clean hydration, axe, the 404 behaviour, sitemap and robots,
 * production headers, byte budgets and visual baselines. Each app adds its own islands' tests.
 */
export function describeSiteBasics(options: SiteSuiteOptions): void {
  let h: E2EHarness;
  beforeAll(async () => {
    h = await startHarness(options.appDir);
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('prerendered HTML', () => {
    for (const p of options.pages) {
      it(`${p.path} is complete HTML in ${p.lang} before any JavaScript runs`, async () => {
        const res = await fetch(h.site.url + p.path);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${p.lang}"`);
        expect(html).toMatch(/<title>[^<]{10,60}<\/title>/);
        expect(html).toMatch(/<meta name="description" content="[^"]{50,155}"/);
        const canonical = options.siteUrl + p.path;
        expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
        for (const lang of ['en', 'es', 'x-default']) {
          expect(html).toMatch(
            new RegExp(`<link rel="alternate" hrefLang="${lang}" href="${options.siteUrl}/`),
          );
        }
        expect(html).toMatch(/<h1[^>]*>/);
      });
    }

    it('serves /es and /es/ as the same Spanish page', async () => {
      const [a, b] = await Promise.all([fetch(`${h.site.url}/es`), fetch(`${h.site.url}/es/`)]);
      expect(a.status).toBe(200);
      expect(await a.text()).toBe(await b.text());
    });

    for (const p of options.pages.slice(0, 2)) {
      it(`${p.path} reads with JavaScript off: heading, links and language`, async () => {
        const { page } = await h.open({ javaScriptEnabled: false, device: 'phone' });
        await page.goto(h.site.url + p.path);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toContain(p.heading);
        const other = p.lang === 'en' ? 'Español' : 'English';
        expect(await page.getByRole('link', { name: other }).count()).toBeGreaterThan(0);
      });
    }
  });

  describe('in the browser', () => {
    for (const p of options.pages) {
      it(`${p.path} hydrates with no console errors or warnings`, async () => {
        const { page, problems } = await h.open();
        await page.goto(h.site.url + p.path, { waitUntil: 'networkidle' });
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toContain(p.heading);
        expect(problems).toEqual([]);
      });
    }

    for (const p of options.pages) {
      for (const device of ['phone', 'desktop'] as const) {
        it(`${p.path} has no axe violations at ${device} width`, async () => {
          const { page } = await h.open({ device });
          await page.goto(h.site.url + p.path, { waitUntil: 'networkidle' });
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    }
  });

  describe('not found', () => {
    it('answers an unknown path with the English 404 page, status 404 and noindex', async () => {
      const res = await fetch(`${h.site.url}/no-such-page`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<html lang="en"');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain(options.notFound.en);
    });

    it('answers an unknown path under /es with the Spanish 404 page', async () => {
      const res = await fetch(`${h.site.url}/es/no-existe`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<html lang="es"');
      expect(html).toContain(options.notFound.es);
    });

    it('rejects path traversal and odd encodings safely', async () => {
      for (const path of [
        '/..%2f..%2fetc%2fpasswd',
        '/%E0%A4%A',
        '/.vite/manifest.json',
        '/_headers',
      ]) {
        const res = await fetch(h.site.url + path);
        expect([400, 404], path).toContain(res.status);
        expect(await res.text()).not.toContain('root:');
      }
    });
  });

  describe('crawlers and production headers', () => {
    it('lists every indexable page in both languages with alternates in sitemap.xml', async () => {
      const xml = await (await fetch(`${h.site.url}/sitemap.xml`)).text();
      for (const p of options.pages)
        expect(xml).toContain(`<loc>${options.siteUrl}${p.path}</loc>`);
      expect(xml).toContain('hreflang="x-default"');
      expect(xml).not.toContain('/404');
    });

    it('points robots.txt at the sitemap', async () => {
      const text = await (await fetch(`${h.site.url}/robots.txt`)).text();
      expect(text).toContain(`Sitemap: ${options.siteUrl}/sitemap.xml`);
    });

    it('sends a strict CSP, nosniff, a referrer policy, compression and cache headers', async () => {
      const res = await fetch(`${h.site.url}/`, { headers: { 'accept-encoding': 'br' } });
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc.trim()).toBe("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
      expect(asset).toBeDefined();
      const assetRes = await fetch(h.site.url + asset);
      expect(assetRes.headers.get('cache-control')).toContain('immutable');
    });

    it('has no inline executable script in any page', async () => {
      for (const p of options.pages) {
        const html = await (await fetch(h.site.url + p.path)).text();
        const scripts = html.match(/<script\b[^>]*>/g) ?? [];
        for (const tag of scripts) {
          expect(tag.includes('src=') || tag.includes('type="application/json"'), tag).toBe(true);
        }
      }
    });
  });

  describe('byte budgets (brotli)', () => {
    const budgets = loadBudgets(repoRoot)[options.budgetKey] ?? {};
    for (const p of options.pages) {
      it(`${p.path} stays within its ${p.budget} budget`, async () => {
        const budget = budgets[p.budget];
        expect(budget, `no budget "${p.budget}" for ${options.budgetKey}`).toBeDefined();
        const { page } = await h.open({ device: 'phone' });
        const weight = await measurePage(page, h.site.url + p.path);
        console.log(
          `${options.budgetKey} ${p.path}: js ${weight.js} B, css ${weight.css} B (brotli)`,
        );
        expect(weight.js).toBeLessThanOrEqual(budget!.js);
        expect(weight.css).toBeLessThanOrEqual(budget!.css);
      });
    }
  });

  describe('visual regression', () => {
    for (const path of options.visualPaths) {
      for (const device of Object.keys(VIEWPORTS) as ViewportName[]) {
        it(`visual: ${path} at ${device} width matches its baseline`, async () => {
          const { page } = await h.open({ device, reducedMotion: 'reduce' });
          await page.goto(h.site.url + path);
          await settle(page);
          const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
          const name = `${path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/\//g, '-')}-${device}.png`;
          const result = await compareWithBaseline(
            png,
            join(options.appDir, 'e2e/__screenshots__', name),
          );
          expect(result.status, result.message).not.toBe('mismatch');
          expect(result.status, result.message).not.toBe('missing');
        });
      }
    }
  });
}

/** The harness for an app's own island tests. */
export { startHarness };
