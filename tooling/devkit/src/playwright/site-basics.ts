import { loadBudgets, measurePage } from '../budgets.js';
import { repoRoot } from './config.js';
import { axeViolations, expect, gotoInTheSiteFace, settleForScreenshot, test } from './fixtures.js';

export interface SitePage {
  /** Path as linked, e.g. `/` or `/es/`. */
  path: string;
  lang: 'en' | 'es';
  /** The page's h1, as a person reads it. */
  heading: string;
  /** The budget kind in budgets.json (`landing`, `tool`, `notFound`). */
  budget: string;
}

export interface SiteBasicsOptions {
  /** The app's key in budgets.json, e.g. `ebook-site`. */
  budgetKey: string;
  /** The site's configured origin (canonical links use it). */
  siteUrl: string;
  pages: SitePage[];
  /** Headings of the English and Spanish 404 pages. */
  notFound: { en: string; es: string };
  /** Pages to compare with their screenshot baselines (a subset of `pages`). */
  visualPaths: string[];
}

/** A screenshot name for a path: `/` → `home`, `/es/x` → `es-x`. */
export const screenshotName = (path: string) =>
  `${path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/\//g, '-')}.png`;

/**
 * The checks every built site must pass, whatever its content: prerendered HTML that reads without
 * JavaScript, a complete head, clean hydration, axe, the 404 behaviour, sitemap and robots,
 * production headers, byte budgets and screenshot baselines. Each app adds its own islands' tests.
 */
export function describeSiteBasics(options: SiteBasicsOptions): void {
  const { siteUrl, pages } = options;

  test.describe('prerendered HTML', () => {
    for (const p of pages) {
      test(`${p.path} is complete HTML in ${p.lang} before any JavaScript runs`, {
        tag: '@server',
      }, async ({ request }) => {
        const res = await request.get(p.path);
        expect(res.status()).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${p.lang}"`);
        expect(html).toMatch(/<title>[^<]{10,60}<\/title>/);
        expect(html).toMatch(/<meta name="description" content="[^"]{50,155}"/);
        expect(html).toContain(`<link rel="canonical" href="${siteUrl}${p.path}"/>`);
        for (const lang of ['en', 'es', 'x-default']) {
          expect(html).toMatch(
            new RegExp(`<link rel="alternate" hrefLang="${lang}" href="${siteUrl}/`),
          );
        }
        expect(html).toMatch(/<h1[^>]*>/);
      });
    }

    test('answers /es with one permanent redirect to the Spanish home /es/', {
      tag: '@server',
    }, async ({ request }) => {
      const res = await request.get('/es', { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(res.headers().location).toBe('/es/');
    });

    for (const p of pages.slice(0, 2)) {
      test.describe(() => {
        test.use({ javaScriptEnabled: false });
        test(`${p.path} reads with JavaScript off: heading, links and language`, {
          tag: '@phone',
        }, async ({ page }) => {
          await page.goto(p.path);
          await expect(page.getByRole('heading', { level: 1 })).toContainText(p.heading);
          const other = p.lang === 'en' ? 'Español' : 'English';
          await expect(page.getByRole('link', { name: other }).first()).toBeVisible();
        });
      });
    }
  });

  test.describe('in the browser', () => {
    for (const p of pages) {
      test(`${p.path} loads with no console errors or warnings`, async ({ page, problems }) => {
        await page.goto(p.path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toContainText(p.heading);
        expect(problems).toEqual([]);
      });

      test(`${p.path} has no axe violations`, async ({ page }) => {
        // A full-page axe run takes 15-30 s on a busy 2-core machine.
        test.slow();
        await page.goto(p.path, { waitUntil: 'networkidle' });
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });

  test.describe('not found', { tag: '@server' }, () => {
    test('answers an unknown path with the English 404 page, status 404 and noindex', async ({
      request,
    }) => {
      const res = await request.get('/no-such-page');
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain('<html lang="en"');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain(options.notFound.en);
    });

    test('answers an unknown path under /es with the Spanish 404 page', async ({ request }) => {
      const res = await request.get('/es/no-existe');
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain('<html lang="es"');
      expect(html).toContain(options.notFound.es);
    });

    for (const path of [
      '/..%2f..%2fetc%2fpasswd',
      '/%E0%A4%A',
      '/.vite/manifest.json',
      '/_headers',
    ]) {
      test(`refuses ${path} safely`, async ({ request }) => {
        const res = await request.get(path);
        expect([400, 404]).toContain(res.status());
        expect(await res.text()).not.toContain('root:');
      });
    }
  });

  test.describe('crawlers and production headers', { tag: '@server' }, () => {
    test('lists every indexable page in both languages with alternates in sitemap.xml', async ({
      request,
    }) => {
      const xml = await (await request.get('/sitemap.xml')).text();
      for (const p of pages) expect(xml).toContain(`<loc>${siteUrl}${p.path}</loc>`);
      expect(xml).toContain('hreflang="x-default"');
      expect(xml).not.toContain('/404');
    });

    test('points robots.txt at the sitemap', async ({ request }) => {
      const text = await (await request.get('/robots.txt')).text();
      expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    });

    test('sends a strict CSP, nosniff, a referrer policy, compression and cache headers', async ({
      request,
    }) => {
      const res = await request.get('/', { headers: { 'accept-encoding': 'br' } });
      const headers = res.headers();
      const csp = headers['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc.trim()).toBe("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['content-encoding']).toBe('br');
      expect(headers['cache-control']).toBe('no-cache');
      const asset = (await res.text()).match(/\/assets\/[^"]+\.js/)?.[0];
      expect(asset).toBeDefined();
      const assetRes = await request.get(asset!);
      expect(assetRes.headers()['cache-control']).toContain('immutable');
    });

    for (const p of pages) {
      test(`${p.path} has no inline executable script`, async ({ request }) => {
        const html = await (await request.get(p.path)).text();
        const scripts = html.match(/<script\b[^>]*>/g) ?? [];
        for (const tag of scripts) {
          expect(tag.includes('src=') || tag.includes('type="application/json"'), tag).toBe(true);
        }
      });
    }
  });

  test.describe('byte budgets (brotli)', () => {
    const budgets = loadBudgets(repoRoot)[options.budgetKey] ?? {};
    for (const p of pages) {
      test(
        `${p.path} stays within its ${p.budget} budget`,
        {
          tag: '@phone',
        },
        async ({ page }, testInfo) => {
          const budget = budgets[p.budget];
          expect(budget, `no budget "${p.budget}" for ${options.budgetKey}`).toBeDefined();
          const weight = await measurePage(page, p.path);
          testInfo.annotations.push({
            type: 'bytes',
            description: `${options.budgetKey} ${p.path}: js ${weight.js} B, html ${weight.html} B, css ${weight.css} B (brotli)`,
          });
          expect(weight.js, 'initial JavaScript').toBeLessThanOrEqual(budget!.js);
          expect(weight.html + weight.css, 'HTML and CSS').toBeLessThanOrEqual(budget!.htmlAndCss);
        },
      );
    }
  });

  test.describe('screenshots', () => {
    test.use({ reducedMotion: 'reduce' });
    for (const path of options.visualPaths) {
      test(`visual: ${path} matches its baseline`, async ({ page }) => {
        // Scrolling through the page to hydrate every island, then a full-page capture.
        test.slow();
        await gotoInTheSiteFace(page, path);
        await settleForScreenshot(page);
        await expect(page).toHaveScreenshot(screenshotName(path), { fullPage: true });
      });
    }
  });
}
