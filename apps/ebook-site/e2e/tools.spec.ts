import { routesFor, TOOL_KEYS, type ToolKey } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import {
  dataLayerEvents,
  expect,
  oneDeviceFor,
  press,
  test,
} from '@landing/devkit/playwright/fixtures';
import type { Page } from '@playwright/test';

/** The site's configured origin (canonical links and the sitemap use it). */
const SITE = 'http://localhost:4173';
/** The app host registration hands off to (routed to this suite's stub). */
const APP = 'http://localhost:4010';

const locales = [
  { locale: 'en', t: en },
  { locale: 'es', t: es },
] as const;
const pathOf = (key: ToolKey, locale: 'en' | 'es') =>
  routesFor('ebook').find((r) => r.key === key)!.paths[locale];

/** Origin, path and query fields of a page's URL, e.g. a registration tab's. */
const handOff = (tab: Page) => {
  const url = new URL(tab.url());
  return { at: `${url.origin}${url.pathname}`, ...Object.fromEntries(url.searchParams) };
};

for (const { locale, t } of locales) {
  test.describe(`tool pages in ${locale} (docs/PRODUCT.md §2.3)`, () => {
    for (const key of TOOL_KEYS) {
      const path = pathOf(key, locale);
      test(`${path} is a complete static landing with a registration form that works without JavaScript`, {
        tag: '@server',
      }, async ({ request }) => {
        const tool = t.tools.pages[key];
        const res = await request.get(path);
        expect(res.status()).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${locale}"`);
        expect(html).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
        expect(html).toContain(`action="${APP}/register"`);
        expect(html).toContain('target="_blank"');
        expect(html).toContain('<input type="hidden" name="source" value="homepage"/>');
        expect(html).toContain(`<input type="hidden" name="action" value="tool_${key}"/>`);
        expect(html).toContain(`name="${tool.form.param}"`);
        expect(html).toContain('data-track="tool_submit"');
        // What it does, for whom, examples, FAQ and related tools are all on the page.
        for (const point of tool.forWhom.points) expect(html).toContain(point.text);
        for (const step of tool.howItWorks) expect(html).toContain(step.title);
        for (const point of tool.whatYouGet) expect(html).toContain(point.text);
        expect(html).toContain(t.tools.access.question);
        expect(html.split(t.tools.labels.trialNote)).toHaveLength(2);
        expect(html).toContain(tool.examples.heading);
        expect(html).toContain('<details');
        for (const related of tool.related) {
          expect(html).toContain(pathOf(related as ToolKey, locale));
        }
        // No island: the page ships the entry script only, never React.
        expect(html).not.toContain('data-island=');
      });
    }

    // Where a form hands off is the same on every device: once per language.
    for (const key of ['ebookIdeas', 'emailWriter'] as const) {
      const path = pathOf(key, locale);
      test(`${path}: submitting opens registration with action=tool_${key}, the typed input and the visit's UTM fields ${oneDeviceFor(locale)}`, async ({
        page,
        problems,
        hasTouch,
      }) => {
        await page.goto(`${path}?utm_source=ads&utm_campaign=tools`);
        const form = t.tools.pages[key].form;
        await page.getByLabel(form.label, { exact: true }).fill('sourdough baking for beginners');
        const submit = page.getByRole('button', { name: form.submit });
        const popup = page.waitForEvent('popup');
        await press(submit, hasTouch);
        const tab = await popup;
        await expect
          .poll(() => handOff(tab))
          .toMatchObject({
            at: `${APP}/register`,
            source: 'homepage',
            action: `tool_${key}`,
            [form.param]: 'sourdough baking for beginners',
            utm_source: 'ads',
            utm_campaign: 'tools',
            landing_page: path,
            ...('options' in form ? { [form.options.param]: form.options.items[0].id } : {}),
          });
        // A Spanish page tells the app its language; an English one never does (docs/PRODUCT.md §2.7).
        expect(new URL(tab.url()).searchParams.get('lang')).toBe(locale === 'es' ? 'es' : null);
        await expect.poll(() => dataLayerEvents(page)).toContain('tool_submit');
        expect(problems).toEqual([]);
      });
    }
  });
}

for (const { locale, t } of locales) {
  const path = pathOf('emailWriter', locale);
  test(`${path} says how it works, what you get and whether it is free, and states the trial once ${oneDeviceFor(locale)}`, async ({
    page,
    problems,
  }) => {
    const { labels, access, pages } = t.tools;
    const tool = pages.emailWriter;
    await page.goto(path);
    const main = page.getByRole('main');
    // How it works: three numbered steps, from what the visitor types to what they get.
    const how = main.getByRole('region', { name: labels.howItWorks });
    await expect(how.getByRole('heading', { level: 2, name: labels.howItWorks })).toBeVisible();
    await expect(how.getByRole('listitem')).toHaveCount(3);
    await expect(how.getByRole('heading', { level: 3 })).toHaveText(
      tool.howItWorks.map((step) => step.title),
    );
    // What you get: the tool's own output.
    const get = main.getByRole('region', { name: labels.whatYouGet });
    await expect(get.getByRole('heading', { level: 2, name: labels.whatYouGet })).toBeVisible();
    for (const point of tool.whatYouGet) await expect(get.getByText(point.text)).toBeVisible();
    // “Is it free? Do I need an account?” opens the FAQ, answered without a click.
    const faq = main.getByRole('region', { name: labels.faq });
    await expect(faq.getByRole('heading', { level: 3 }).first()).toHaveText(access.question);
    await expect(faq.getByText(access.answer)).toBeVisible();
    // The trial sentence, once on the whole page (header and footer included).
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text.split(labels.trialNote)).toHaveLength(2);
    await expect(page.getByText(labels.trialNote)).toBeVisible();
    // The sections sit between the form and the FAQ, with headings in order (h1, h2, h3).
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++)
      expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
  });
}

test(`a Spanish tool page hands off with lang=es from every link and from its form (docs/PRODUCT.md §2.7) ${oneDeviceFor('es')}`, async ({
  page,
}) => {
  await page.goto(pathOf('ebookIdeas', 'es'));
  const hrefs = await page
    .locator('a[href*="/register"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // The header's call to action and the closing banner's.
  expect(hrefs).toHaveLength(2);
  for (const href of hrefs) expect(new URL(href).searchParams.getAll('lang'), href).toEqual(['es']);
  const form = page.locator(`form[action="${APP}/register"]`);
  await expect(form.locator('input[type="hidden"][name="lang"]')).toHaveValue('es');
});

test.describe('sitemap (docs/PRODUCT.md §2 routes)', { tag: '@server' }, () => {
  test('lists every route of the site in both languages with hreflang alternates', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const routes = routesFor('ebook').filter((r) => r.indexable);
    // The landing, 14 tool pages and 5 legal pages (docs/PRODUCT.md §2.8).
    expect(routes).toHaveLength(20);
    expect(xml.match(/<url>/g)).toHaveLength(40);
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
