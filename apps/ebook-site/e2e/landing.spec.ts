import { formatMessage, localeFromPath } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import {
  dataLayerEvents,
  expect,
  gotoInTheSiteFace,
  journeyTimeout,
  oneDeviceFor,
  press,
  test,
} from '@landing/devkit/playwright/fixtures';
import { PLACEHOLDER_ILLUSTRATION } from '@landing/marketplace-client/stub';
import { DEFAULT_REVIEW_SOURCES } from '@landing/site-config';
import type { Locator, Page } from '@playwright/test';

/** The app host the built site hands off to (routed to this suite's stub). */
const APP = 'http://localhost:4010';
/**
 * The review listing the built site links to: the suite builds with the embedded configuration,
 * whose listing is the stub's `/reviews` page (routed to this suite's stub like the app host).
 */
const REVIEWS = DEFAULT_REVIEW_SOURCES.url;
const UTM = '?utm_source=ads&utm_medium=cpc';

const homes = [
  { path: '/', t: en },
  { path: '/es/', t: es },
] as const;

/** Origin, path and query fields of a page's URL, e.g. a registration tab's. */
const handOff = (tab: Page) => {
  const url = new URL(tab.url());
  return { at: `${url.origin}${url.pathname}`, ...Object.fromEntries(url.searchParams) };
};

const pageViews = async (page: Page) =>
  (await dataLayerEvents(page)).filter((event) => event === 'page_view');

for (const { path, t } of homes) {
  const hero = t.ebook.hero;
  // Where links point, what is stored and what is sent do not depend on the device.
  const device = oneDeviceFor(localeFromPath(path));
  const newTab = t.common.opensInNewTab;
  /** A new-tab registration link by its visible label (its name ends with the new-tab note). */
  const regLink = (scope: Page | Locator, label: string) =>
    scope.getByRole('link', { name: `${label} ${newTab}`, exact: true });
  const createBlock = (page: Page) => page.getByRole('tabpanel', { name: hero.modes.create });
  const section = (heading: string) => (page: Page) =>
    page.getByRole('region', { name: heading, exact: true });

  // Every registration link of docs/PRODUCT.md §7.8, where it sits, with its event and action.
  const tracked = [
    {
      label: hero.create.primaryCta,
      event: 'hero_start_trial',
      action: 'register',
      in: createBlock,
    },
    {
      label: hero.benefits.cta.label,
      event: 'hero_get_sample',
      action: 'register',
      in: createBlock,
    },
    {
      label: hero.showcase.cta.label,
      event: 'hero_start_book',
      action: 'register',
      in: createBlock,
    },
    {
      label: hero.trialBanner.cta.label,
      event: 'hero_free_trial',
      action: 'register',
      in: createBlock,
    },
    {
      label: hero.voice.cta.label,
      event: 'hero_voice_to_book',
      action: 'register',
      in: createBlock,
    },
    {
      label: t.ebook.howItWorks.primaryCta.label,
      event: 'how_it_works_cta',
      action: 'register',
      in: section(t.ebook.howItWorks.heading),
    },
    {
      label: t.ebook.features.cta.label,
      event: 'features_get_started',
      action: 'register',
      in: section(t.ebook.features.heading),
    },
    {
      label: t.ebook.testimonials.cta.label,
      event: 'testimonials_get_started',
      action: 'register',
      in: section(t.ebook.testimonials.heading),
    },
  ];

  test.describe(`ebook landing ${path}: tracking and registration hand-offs (docs/PRODUCT.md §7.8)`, () => {
    test(`captures the UTM fields into session storage and records the page view once ${device}`, async ({
      page,
      problems,
      hasTouch,
    }) => {
      await page.goto(path + UTM);
      await expect
        .poll(() =>
          page.evaluate(() => JSON.parse(sessionStorage.getItem('landing_tracking') ?? '{}')),
        )
        .toMatchObject({ utm_source: 'ads', utm_medium: 'cpc' });
      await expect.poll(() => pageViews(page)).toEqual(['page_view']);

      // The visitor reads down to the footer, comes back to the hero and starts the trial.
      const headline = page.getByRole('heading', { name: hero.create.headline });
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer).toBeInViewport();
      await expect(headline).not.toBeInViewport();
      await headline.scrollIntoViewIfNeeded();
      await expect(headline).toBeInViewport();
      const start = createBlock(page).locator('a[data-track="hero_start_trial"]');
      await expect(start).toHaveAccessibleName(`${hero.create.primaryCta} ${newTab}`);
      const popup = page.waitForEvent('popup');
      await press(start, hasTouch);
      await (await popup).close();
      await expect.poll(() => dataLayerEvents(page)).toContain('hero_start_trial');
      // Recorded after the return to the hero: no second view came before it.
      expect(await pageViews(page)).toEqual(['page_view']);
      expect(problems).toEqual([]);
    });

    // One visit, every link in turn: each tap is a separate hand-off with its own event.
    test(`each registration link fires its own event and opens registration in a new tab with the UTM fields, source and action (${tracked.length} links) ${device}`, async ({
      page,
      problems,
      hasTouch,
    }) => {
      // A walk of many steps: its limit grows with them, so a slower machine does not fail it.
      test.setTimeout(journeyTimeout(tracked.length));
      await page.goto(path + UTM);
      for (const { label, event, action, in: scope } of tracked) {
        // One link per event on the page, with the label it is known by.
        await expect(page.locator(`a[data-track="${event}"]`), event).toHaveCount(1);
        // Several links share a label (docs/PRODUCT.md §7.12): each is found by its event.
        const link = scope(page).locator(`a[data-track="${event}"]`);
        await expect(link).toHaveAccessibleName(`${label} ${newTab}`);
        expect(await dataLayerEvents(page), 'before its tap').not.toContain(event);
        const popup = page.waitForEvent('popup');
        await press(link, hasTouch);
        const tab = await popup;
        await expect
          .poll(() => handOff(tab), { message: label })
          .toMatchObject({
            at: `${APP}/register`,
            utm_source: 'ads',
            utm_medium: 'cpc',
            source: 'homepage',
            action,
          });
        await tab.close();
        await expect.poll(() => dataLayerEvents(page), { message: label }).toContain(event);
        await expect(page).toHaveURL(path + UTM);
      }
      expect(problems).toEqual([]);
    });

    test(`sends every audience button and the closing trial link to {host}/register ${device}`, async ({
      page,
      hasTouch,
    }) => {
      await page.goto(path + UTM);
      const audiences = section(t.ebook.audiences.heading)(page);
      for (const a of t.ebook.audiences.items) {
        const link = regLink(audiences, a.cta);
        await expect(link, a.id).toHaveAttribute(
          'href',
          new RegExp(`^${APP}/register\\?(.+&)?action=audience_${a.id}(&|$)`),
        );
      }
      const first = t.ebook.audiences.items[0]!;
      const firstLink = regLink(audiences, first.cta);
      const popup = page.waitForEvent('popup');
      await press(firstLink, hasTouch);
      await expect
        .poll(async () => handOff(await popup))
        .toMatchObject({
          at: `${APP}/register`,
          action: `audience_${first.id}`,
          utm_source: 'ads',
        });

      const finalLink = regLink(audiences, t.ebook.audiences.finalCta.label);
      const final = page.waitForEvent('popup');
      await press(finalLink, hasTouch);
      await expect
        .poll(async () => handOff(await final))
        .toMatchObject({ at: `${APP}/register`, source: 'homepage', action: 'register' });
    });

    test(`final CTA: registration in a new tab, and the demo section in the page ${device}`, async ({
      page,
      hasTouch,
    }) => {
      await page.goto(path);
      const f = t.ebook.finalCta;
      const banner = section(f.heading)(page);
      const start = regLink(banner, f.primaryCta.label);
      await expect(start).toHaveAttribute('data-track', 'cta_start_trial');
      const popup = page.waitForEvent('popup');
      await press(start, hasTouch);
      await expect
        .poll(async () => handOff(await popup))
        .toMatchObject({ at: `${APP}/register`, source: 'homepage', action: 'register' });
      await expect.poll(() => dataLayerEvents(page)).toContain('cta_start_trial');

      const demo = banner.getByRole('link', { name: f.secondaryCta.label, exact: true });
      await expect(demo).toHaveAttribute('data-track', 'cta_view_demo');
      await expect(demo).toHaveAttribute('href', `#${f.secondaryCta.anchor}`);
      await press(demo, hasTouch);
      await expect.poll(() => dataLayerEvents(page)).toContain('cta_view_demo');
      await expect(page).toHaveURL(`${path}#${f.secondaryCta.anchor}`);
      await expect(
        section(t.ebook.howItWorks.heading)(page).getByRole('button', {
          name: t.ebook.howItWorks.secondaryCta.label,
          exact: true,
        }),
      ).toBeInViewport();
    });

    test('opens the demo video on demand, closes on Escape and on its trial link, and returns focus', async ({
      page,
      problems,
      hasTouch,
    }) => {
      // Nothing from the video hosts loads before the visitor asks.
      let videoRequests = 0;
      await page.route(/youtube-nocookie|vimeo/, (route) => {
        videoRequests += 1;
        return route.fulfill({ body: '' });
      });
      await page.goto(path);
      const frames = page.locator('iframe');
      await expect(frames).toHaveCount(0);
      const trigger = createBlock(page).getByRole('button', {
        name: hero.create.secondaryCta,
        exact: true,
      });
      const dialog = page.getByRole('dialog', { name: hero.demo.title });
      expect(videoRequests).toBe(0);

      await press(trigger, hasTouch);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTitle(hero.demo.videoTitle)).toHaveAttribute(
        'src',
        path === '/'
          ? /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1&rel=0$/
          : /^https:\/\/player\.vimeo\.com\/video\/\d+\?autoplay=1&dnt=1$/,
      );
      await expect.poll(() => videoRequests).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(frames).toHaveCount(0);
      await expect(trigger).toBeFocused();

      await press(trigger, hasTouch);
      await expect(dialog).toBeVisible();
      // Its call to action is the trial: registration in a new tab, and the dialog closes.
      const started = page.waitForEvent('popup');
      await press(
        dialog.getByRole('link', { name: `${hero.demo.cta} ${newTab}`, exact: true }),
        hasTouch,
      );
      await expect
        .poll(async () => handOff(await started))
        .toMatchObject({ at: `${APP}/register`, source: 'homepage', action: 'register' });
      await expect(dialog).toBeHidden();
      await expect(frames).toHaveCount(0);
      await expect(trigger).toBeFocused();
      expect(problems).toEqual([]);
    });
  });

  test(`ebook landing ${path}: "${hero.create.secondaryCta}" opens its dialog before the island's script arrives ${device}`, async ({
    page,
    problems,
    hasTouch,
  }) => {
    await page.goto(path);
    // From here on no script arrives: the demo island, which loads on the visitor's first touch,
    // never hydrates. The button is an invoker (`commandfor`), so the browser opens its dialog.
    await page.route(/\.js$/, () => {});
    const trigger = createBlock(page).getByRole('button', {
      name: hero.create.secondaryCta,
      exact: true,
    });
    await press(trigger, hasTouch);
    const dialog = page.getByRole('dialog', { name: hero.demo.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: hero.demo.close })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(problems).toEqual([]);
  });

  test.describe(`ebook landing ${path}: testimonials (docs/PRODUCT.md §2.2 item 7)`, () => {
    test(`"Read more reviews" opens the configured review listing in a new tab ${device}`, async ({
      page,
      problems,
      hasTouch,
    }) => {
      await page.goto(path);
      const { testimonials } = t.ebook;
      const more = section(testimonials.heading)(page).getByRole('link', {
        name: `${testimonials.readMore} ${newTab}`,
        exact: true,
      });
      // A Spanish page asks for the listing in Spanish, as its hand-offs do (docs/PRODUCT.md §2.7).
      const listing = path === '/' ? REVIEWS : `${REVIEWS}?lang=es`;
      await expect(more).toHaveAttribute('href', listing);
      await expect(more).toHaveAttribute('target', '_blank');
      await more.scrollIntoViewIfNeeded();
      const popup = page.waitForEvent('popup');
      await press(more, hasTouch);
      const tab = await popup;
      await expect(tab).toHaveURL(listing);
      // The stub's stand-in listing answers in the page's language.
      await expect(tab.locator('html')).toHaveAttribute('lang', path === '/' ? 'en' : 'es');
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(path);
      // docs/PRODUCT.md §7.6: the link's own event.
      await expect.poll(() => dataLayerEvents(page)).toContain('testimonials_read_reviews');
      expect(problems).toEqual([]);
    });
  });
  test.describe(`ebook landing ${path}: review screenshots that fail to load`, () => {
    test(`each keeps its 3:2 box, so nothing below it moves ${device}`, async ({ page }) => {
      // A broken image shows its alt text; grown to that text, the four above the FAQ moved it
      // 112 px down on a phone after a jump to it had landed (EbookTestimonials.css.ts).
      await page.route(/\/review-\d+\.svg$/, (route) => route.abort());
      await page.goto(path);
      const { shots } = t.ebook.testimonials.reviewImages;
      for (const shot of shots) {
        const alt = formatMessage(shot.alt, {
          platform: DEFAULT_REVIEW_SOURCES.sites[shot.source],
        });
        const picture = page.getByRole('img', { name: alt, exact: true });
        await picture.scrollIntoViewIfNeeded();
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete))
          .toBe(true);
        const box = await picture.evaluate((img: HTMLImageElement) => ({
          broken: img.naturalWidth === 0,
          width: img.clientWidth,
          height: img.clientHeight,
        }));
        expect(box.broken, alt).toBe(true);
        expect(
          Math.abs(box.height - (box.width * 2) / 3),
          `${alt}: ${JSON.stringify(box)}`,
        ).toBeLessThanOrEqual(3);
      }
    });
  });
  if (path === '/') {
    test(`/: text with a character outside the font's core, as a marketplace title brings, shows in the site's face ${device}`, async ({
      page,
    }) => {
      // The core and the rest of the face are two families (packages/ui/src/theme/fontFace.ts):
      // a character only the rest has must still reach it, not the platform's fallback. In the
      // site's face for sure: `optional` would leave a file that came late to the fallback.
      await gotoInTheSiteFace(page, path);
      const line = page.getByRole('heading', { level: 1 }).first();
      const title = 'Recetas de la Abuela — 12 €, naïve';
      await line.evaluate((heading, text) => {
        heading.textContent = text;
      }, title);
      await expect(line).toHaveText(title);
      await page.evaluate(() => document.fonts.ready);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: 'h1',
      });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      expect(fonts.map((font) => `${font.familyName} (web font: ${font.isCustomFont})`)).toEqual([
        'Inter (web font: true)',
      ]);
    });
  }
  test.describe(`ebook landing ${path}: illustrations through the image proxy (docs/PRODUCT.md §7.4)`, () => {
    test(`the four feature sections and twelve review screenshots show drawn pictures, not the placeholder`, async ({
      page,
      problems,
    }) => {
      // What the image proxy (the suite's stub) answered for each picture the page loaded.
      const answers = new Map<string, Promise<string>>();
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/images/'))
          answers.set(response.url(), response.text());
      });
      await page.goto(path);
      const named = (alt: string) => page.getByRole('img', { name: alt, exact: true });
      const pictures = [
        ...t.ebook.hero.showcase.sections.map((s) => named(s.image.alt)),
        ...t.ebook.testimonials.reviewImages.shots.map((shot) =>
          named(formatMessage(shot.alt, { platform: DEFAULT_REVIEW_SOURCES.sites[shot.source] })),
        ),
      ];
      expect(pictures).toHaveLength(16);
      for (const picture of pictures) {
        // Lazy images load as they near the viewport.
        await picture.scrollIntoViewIfNeeded();
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        const src = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
        const svg = await answers.get(src);
        expect(svg, src).toMatch(/^<svg [^>]*><title>[^<]+<\/title>/);
        expect(svg, src).not.toBe(PLACEHOLDER_ILLUSTRATION);
      }
      expect(problems).toEqual([]);
    });
  });

  test.describe(`ebook landing ${path}: the PDF templates' sample pages (docs/ARCHITECTURE.md "Quality")`, () => {
    // The eight drawings come from one sprite, which the page asks for once its first paint is
    // shown (showDeferredArt), so the first screen's paint never shares the network with it.
    const sprite = /\/assets\/pdf-pages-[^/#]*\.svg(#\w+)?$/;

    test('their sprite loads after the first paint and draws all eight', async ({ page }) => {
      await page.goto(path);
      const drawn = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('use'), (use) => use.getAttribute('href')),
        );
      await expect.poll(drawn).toEqual(Array(8).fill(expect.stringMatching(/pdf-pages-.*#\w+$/)));
      const times = () =>
        page.evaluate(
          (sprite) => ({
            paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
            sprite: performance
              .getEntriesByType('resource')
              .filter((entry) => new RegExp(sprite).test(entry.name))
              .map((entry) => entry.startTime),
          }),
          sprite.source,
        );
      // A resource's timing entry is written once its response has arrived, which on a busy
      // machine can be after the hrefs are set: wait for it.
      await expect.poll(async () => (await times()).sprite).toHaveLength(1);
      const {
        paint,
        sprite: [start],
      } = await times();
      expect(start).toBeGreaterThan(paint ?? Infinity);
    });

    test.describe(() => {
      test.use({ javaScriptEnabled: false });
      test('without JavaScript, their noscript copies load the sprite', async ({ page }) => {
        const requested = page.waitForRequest((request) =>
          sprite.test(new URL(request.url()).pathname),
        );
        await page.goto(path);
        await requested;
      });
    });
  });
}

// Where the links point is the same on every device: each language once (oneDeviceFor).
test.describe('the Spanish landing hands off in Spanish (docs/PRODUCT.md §2.7)', () => {
  /** Every link on the page to the app's registration page, as its href says. */
  const registrationHrefs = (page: Page) =>
    page
      .locator('a[href*="/register"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

  test(`/es/: every link to registration carries lang=es, the have-book mode and the template preview included, and the sign-up page answers in Spanish ${oneDeviceFor('es')}`, async ({
    page,
    hasTouch,
  }) => {
    await page.goto('/es/');
    const hrefs = await registrationHrefs(page);
    // The header, the create blocks, the sections, the audiences, the have-book block (hidden) and
    // the 20 cover cards.
    expect(hrefs.length).toBeGreaterThan(40);
    for (const href of hrefs) {
      const url = new URL(href);
      expect(`${url.origin}${url.pathname}`, href).toBe(`${APP}/register`);
      expect(url.searchParams.getAll('lang'), href).toEqual(['es']);
    }

    // The cover preview's two links are rendered when it opens.
    const first = es.templates.cover[0]!;
    const card = page.getByRole('link', {
      name: es.ebook.gallery.open.replace('{name}', first.name),
      exact: true,
    });
    await press(card, hasTouch);
    const dialog = page.getByRole('dialog', { name: first.name });
    await expect(dialog).toBeVisible();
    const previewLinks = dialog.locator('a[href*="/register"]');
    await expect(previewLinks).toHaveCount(2);
    for (const href of await previewLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )) {
      expect(new URL(href).searchParams.getAll('lang'), href).toEqual(['es']);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Followed once: the app's stand-in lists lang=es and greets the visitor in Spanish.
    const createBlock = page.getByRole('tabpanel', { name: es.ebook.hero.modes.create });
    // The hero's "Empieza gratis": the create block has three (docs/PRODUCT.md §7.12).
    const start = createBlock.locator('a[data-track="hero_start_trial"]');
    await expect(start).toHaveAccessibleName(
      `${es.ebook.hero.create.primaryCta} ${es.common.opensInNewTab}`,
    );
    const popup = page.waitForEvent('popup');
    await press(start, hasTouch);
    const tab = await popup;
    await expect.poll(() => handOff(tab)).toMatchObject({ at: `${APP}/register`, lang: 'es' });
    await expect(tab.locator('html')).toHaveAttribute('lang', 'es');
    await expect(tab.getByRole('term').filter({ hasText: /^lang$/ })).toHaveCount(1);
  });

  test(`/: no link to registration carries lang ${oneDeviceFor('en')}`, async ({ page }) => {
    await page.goto('/');
    const hrefs = await registrationHrefs(page);
    expect(hrefs.length).toBeGreaterThan(40);
    for (const href of hrefs) expect(new URL(href).searchParams.has('lang'), href).toBe(false);
  });
});
