import { LOCALE_TABLE, LOCALES, type Locale, otherLocales } from '@landing/content/locale-table';
import type { Page } from '@playwright/test';
import { measurePage } from '../budgets.js';
import { TAG_MANAGER_SOURCES } from '../headers.js';
import { pngSize } from '../png.js';
import type { PageKind, SiteDefinition } from '../sites.js';
import {
  axeViolations,
  expect,
  gotoInTheSiteFace,
  renderEverySection,
  settleForScreenshot,
  test,
} from './fixtures.js';

export interface SitePage {
  /** Path as linked, e.g. `/` or `/es/`. */
  path: string;
  lang: Locale;
  /** The page's h1, as a person reads it. */
  heading: string;
  /** The page's kind, whose byte budget the site declares (`site.ts`). */
  budget: PageKind;
}

export interface SiteBasicsOptions {
  /** The site's definition (`apps/<name>/site.ts`): its budgets, and its origin in the build. */
  site: SiteDefinition;
  /** Whether the site is built with a Tag Manager id (`VITE_GTM_ID`). @default false */
  tagManager?: boolean;
  pages: SitePage[];
  /** Headings of the English and Spanish 404 pages. */
  notFound: { en: string; es: string };
  /**
   * Pages to compare with their screenshot baselines (a subset of `pages`): `page` for the whole
   * page, `screen` for its first screen only, where the sections below have their own block stories
   * and baselines (`packages/ui/visual/`), so a whole-page capture would repeat them.
   */
  visual: Array<{ path: string; capture: 'page' | 'screen' }>;
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
  const { pages } = options;
  // The origin the build embeds when VITE_SITE_URL is unset: canonical links use it.
  const siteUrl = `http://localhost:${options.site.ports.start}`;

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
        for (const lang of [...LOCALES, 'x-default']) {
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
          const [other] = otherLocales(p.lang).map((l) => LOCALE_TABLE[l].nativeName);
          await expect(page.getByRole('link', { name: other }).first()).toBeVisible();
        });
      });
    }
  });

  // One visit per page and width: what it loads, how it lays out, and axe, on the same page.
  // On the phone, every page, as a first visit (no cookie choice stored, so the banner and its code
  // load: most visitors arrive this way, from search and ads), which the byte budgets measure, and
  // axe reads each of them but the tool pages: those render one shape of content with the same
  // parts on every page (packages/content/src/tools.test.ts), so axe reads one per language, the
  // one the desktop visits too. Each legal page has its own structure. On the desktop, as a returning
  // visitor, the same one page of each template per language: the DOM axe reads is the same at both
  // widths and the header is the same on every page of a language, so what the wider screen can
  // change is a template's layout (contrast over another background, target sizes, what is hidden,
  // a header that wraps), and a page that fits 412 px fits 1280 px unless its template's layout
  // changes.
  const { budgets } = options.site;
  const oneOfEachTemplate = new Set(
    pages
      .filter((p, i) => pages.findIndex((q) => q.budget === p.budget && q.lang === p.lang) === i)
      .map((p) => p.path),
  );

  /** The checks of one loaded page: its h1, no sideways scroll, header links on one line, axe. */
  async function checkLoadedPage(page: Page, p: SitePage, axe: boolean): Promise<void> {
    await expect(page.getByRole('heading', { level: 1 })).toContainText(p.heading);
    // The width asked for, not `innerWidth`: a phone browser widens its layout viewport to content
    // wider than the screen (zooming out), and `innerWidth` grows with it.
    const width = page.viewportSize()?.width ?? 0;
    const layout = await page.evaluate((width) => {
      // The distinct line tops of each visible header link's visible text.
      // The page's banner: its header outside any sectioning element.
      const banner = Array.from(document.querySelectorAll('header')).find(
        (header) => !header.closest('main, article, section, aside, nav'),
      );
      const links = Array.from(banner?.querySelectorAll('a') ?? []).filter(
        (link) =>
          link.getClientRects().length > 0 && getComputedStyle(link).visibility !== 'hidden',
      );
      return {
        overflow: document.documentElement.scrollWidth - width,
        links: links.map((link) => {
          const tops = new Set<number>();
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            // Screen-reader text ("opens in a new tab") sits in a clipped 1 px box.
            const box = text.parentElement?.getBoundingClientRect();
            if (box && (box.width <= 1 || box.height <= 1)) continue;
            const range = document.createRange();
            range.selectNodeContents(text);
            for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
          }
          return { text: link.textContent, lines: tops.size };
        }),
      };
    }, width);
    expect(layout.overflow, 'pixels the page scrolls sideways').toBeLessThanOrEqual(0);
    expect(layout.links.length, 'visible header links').toBeGreaterThan(0);
    for (const link of layout.links) expect(link.lines, `lines of "${link.text}"`).toBe(1);
    if (axe) expect(await axeViolations(page), 'axe violations').toEqual([]);
  }

  test.describe('in the browser: a first visit on the phone', { tag: '@phone' }, () => {
    test.use({ consent: null });
    for (const p of pages) {
      const axe = p.budget !== 'tool' || oneOfEachTemplate.has(p.path);
      test(`${p.path} stays within its ${p.budget} byte budget, loads with a clean console, fits the screen${axe ? ' and passes axe' : ''}`, async ({
        page,
        problems,
      }, testInfo) => {
        // A full-page axe run takes 15-30 s on a busy 2-core machine.
        test.slow();
        const budget = budgets[p.budget];
        expect(budget, `no budget "${p.budget}" for ${options.site.name}`).toBeDefined();
        // Opens the page and waits until the network is idle.
        const weight = await measurePage(page, p.path);
        testInfo.annotations.push({
          type: 'bytes',
          description: `${options.site.name} ${p.path}: js ${weight.js} B, html ${weight.html} B, css ${weight.css} B (brotli)`,
        });
        expect(weight.js, 'initial JavaScript').toBeLessThanOrEqual(budget!.js);
        expect(weight.html + weight.css, 'HTML and CSS').toBeLessThanOrEqual(budget!.htmlAndCss);
        await checkLoadedPage(page, p, axe);
        expect(problems, 'console errors and warnings').toEqual([]);
        // Its text, every section rendered, needs only the font's preloaded core file: the rest
        // of the face is for characters the copy does not use (packages/ui/src/theme/fontFace.ts).
        await renderEverySection(page);
        const fontFiles = await page.evaluate(async () => {
          await document.fonts.ready;
          return performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => name.endsWith('.woff2'));
        });
        expect(fontFiles, 'font files loaded').toEqual([
          expect.stringMatching(/\/assets\/[^/]*-core-[^/]*\.woff2$/),
        ]);
      });
    }
  });

  test.describe('in the browser: a returning visitor on the desktop', { tag: '@desktop' }, () => {
    for (const p of pages.filter((page) => oneOfEachTemplate.has(page.path))) {
      test(`${p.path} (its template in ${p.lang}) loads with a clean console, fits the screen and passes axe`, async ({
        page,
        problems,
      }) => {
        test.slow();
        await page.goto(p.path, { waitUntil: 'networkidle' });
        await checkLoadedPage(page, p, true);
        expect(problems, 'console errors and warnings').toEqual([]);
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
        // No line of /etc/passwd (`root:x:0:0:…`) in the answer.
        expect(await res.text()).not.toMatch(/root:[^:\s]*:0:0:/);
      });
    }
  });

  test.describe('link previews, icons and security.txt', { tag: '@server' }, () => {
    test('gives every page its own 1200×630 PNG share image, served from the site', async ({
      request,
    }) => {
      const seen = new Map<string, string>();
      for (const p of pages) {
        const html = await (await request.get(p.path)).text();
        const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
        expect(url, p.path).toMatch(new RegExp(`^${siteUrl}/og/.+\\.png$`));
        const res = await request.get(new URL(url!).pathname);
        expect(res.status(), url).toBe(200);
        expect(res.headers()['content-type']).toBe('image/png');
        const body = await res.body();
        expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
        const key = body.toString('base64');
        expect(seen.get(key), `${p.path} repeats the image of ${seen.get(key)}`).toBeUndefined();
        seen.set(key, p.path);
      }
    });

    test('serves the PNG icons and a manifest per language that lists them', async ({
      request,
    }) => {
      for (const [path, size] of [
        ['/favicon-32.png', 32],
        ['/apple-touch-icon.png', 180],
      ] as const) {
        const res = await request.get(path);
        expect(res.headers()['content-type'], path).toBe('image/png');
        expect(pngSize(await res.body())).toEqual({ width: size, height: size });
      }
      for (const [path, lang, start] of [
        ['/manifest.json', 'en', '/'],
        ['/es/manifest.json', 'es', '/es/'],
      ] as const) {
        const res = await request.get(path);
        expect(res.headers()['content-type']).toMatch(/^application\/json/);
        const manifest = (await res.json()) as {
          lang: string;
          start_url: string;
          theme_color: string;
          icons: Array<{ src: string; sizes: string }>;
        };
        expect(manifest).toMatchObject({ lang, start_url: start });
        expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
        for (const icon of manifest.icons) {
          const png = await (await request.get(icon.src)).body();
          const { width, height } = pngSize(png);
          expect(`${width}x${height}`).toBe(icon.sizes);
        }
        expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
      }
    });

    test('publishes a security.txt with a contact and a future expiry', async ({ request }) => {
      const res = await request.get('/.well-known/security.txt', { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^text\/plain/);
      const text = await res.text();
      expect(text).toMatch(/^Contact: (mailto:|https:)\S+$/m);
      const expires = /^Expires: (\S+)$/m.exec(text)?.[1];
      expect(Date.parse(expires!)).toBeGreaterThan(Date.now());
      expect(text).toContain(`Canonical: ${siteUrl}/.well-known/security.txt`);
    });
  });

  test.describe('crawlers and production headers', { tag: '@server' }, () => {
    test('lists every indexable page in both languages with alternates in sitemap.xml', async ({
      request,
    }) => {
      const xml = await (await request.get('/sitemap.xml')).text();
      for (const p of pages) expect(xml).toContain(`<loc>${siteUrl}${p.path}</loc>`);
      expect(xml).toContain('hreflang="x-default"');
      expect(xml).not.toContain('/404');
      // Dated by the commits that changed each page's words (git), so never in the future.
      const dates = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => Date.parse(m[1]!));
      expect(dates).toHaveLength(xml.match(/<url>/g)!.length);
      for (const date of dates) expect(date).toBeLessThanOrEqual(Date.now());
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
      // Only a configured container widens it, by exactly its own origins (headers.ts).
      const tags = options.tagManager
        ? TAG_MANAGER_SOURCES.script.map((s) => ` ${s}`).join('')
        : '';
      expect(scriptSrc.trim()).toBe(`script-src 'self'${tags}`);
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
          // Data blocks (island props, JSON-LD) are never run.
          expect(/src=|type="application\/(ld\+)?json"/.test(tag), tag).toBe(true);
        }
      });
    }
  });

  test.describe('screenshots', () => {
    test.use({ reducedMotion: 'reduce' });
    for (const { path, capture } of options.visual) {
      test(`visual: ${path} (${capture === 'page' ? 'whole page' : 'first screen'}) matches its baseline`, async ({
        page,
      }) => {
        // Scrolling through the page to hydrate every island, then the capture.
        test.slow();
        await gotoInTheSiteFace(page, path);
        await settleForScreenshot(page);
        await expect(page).toHaveScreenshot(screenshotName(path), { fullPage: capture === 'page' });
      });
    }
  });
}
