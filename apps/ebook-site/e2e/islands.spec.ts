import { localeFromPath } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { expect, oneDeviceFor, press, test } from '@landing/devkit/playwright/fixtures';
import type { Page } from '@playwright/test';

const homes = [
  { path: '/', t: en },
  { path: '/es/', t: es },
] as const;

const fill = (template: string, values: Record<string, number | string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

/** Origin, path and query fields of a page's URL, e.g. a registration tab's. */
const handOff = (tab: Page) => {
  const url = new URL(tab.url());
  return { at: `${url.origin}${url.pathname}`, ...Object.fromEntries(url.searchParams) };
};

/**
 * Gives the page a fake clock that stands still from the first script on, so only `runFor` moves
 * time: the islands' timers start on the stopped clock whenever they hydrate.
 */
async function stopTheClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
}

for (const { path, t } of homes) {
  const c = t.ebook.carousel;
  const g = t.ebook.gallery;
  // The timers and the accordion answer the same on every device: once per language.
  const device = oneDeviceFor(localeFromPath(path));

  test.describe(`cover gallery on ${path} (docs/PRODUCT.md §2.2 item 2)`, () => {
    test('is a carousel on phones whose counter reads 3/20 after two taps on "next"', {
      tag: '@phone',
    }, async ({ page, problems }) => {
      await page.goto(path);
      const carousel = page.getByRole('region', { name: c.label, exact: true });
      const next = carousel.getByRole('button', { name: c.next, exact: true });
      const counter = carousel.getByText(/^\d+\/20$/);
      await next.scrollIntoViewIfNeeded();
      await expect(counter).toHaveText('1/20');
      await next.tap();
      await expect(counter).toHaveText('2/20');
      await next.tap();
      await expect(counter).toHaveText('3/20');
      expect(problems).toEqual([]);
    });

    test('is a four-column grid on desktop, and a card opens a preview with both hand-off links', {
      tag: '@desktop',
    }, async ({ page, problems }) => {
      await page.goto(path);
      const gallery = page.getByRole('region', { name: c.label, exact: true });
      await gallery.scrollIntoViewIfNeeded();
      // No carousel controls: every card is on screen.
      const next = gallery.getByRole('button', { name: c.next, exact: true, includeHidden: true });
      await expect(next).toHaveCount(1);
      await expect(next).toBeHidden();
      const cards = gallery.getByRole('listitem');
      await expect(cards).toHaveCount(20);
      for (const card of await cards.all()) await expect(card).toBeVisible();
      // Four columns at 1280 px: the first four share a row, the fifth starts the next.
      const tops = await Promise.all(
        [0, 1, 2, 3, 4].map(async (i) => Math.round((await cards.nth(i).boundingBox())!.y)),
      );
      expect(new Set(tops.slice(0, 4)).size).toBe(1);
      expect(tops[4]).toBeGreaterThan(tops[0]!);

      const third = t.templates.cover[2]!;
      await gallery
        .getByRole('link', { name: fill(g.open, { name: third.name }), exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: third.name });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(third.description);
      const use = dialog.getByRole('link', { name: g.useTemplate });
      const all = dialog.getByRole('link', { name: g.viewAll });
      await expect(use).toHaveAttribute('href', /[?&]action=cover_use_template_3(&|$)/);
      await expect(use).toHaveAttribute('href', /[?&]source=homepage(&|$)/);
      await expect(all).toHaveAttribute('href', /[?&]action=view_all_templates(&|$)/);

      const popup = page.waitForEvent('popup');
      await use.click();
      const tab = await popup;
      await expect
        .poll(() => handOff(tab))
        .toMatchObject({ source: 'homepage', action: 'cover_use_template_3' });
      expect(problems).toEqual([]);
    });
  });

  test.describe(`testimonials rotator on ${path} with the clock (docs/PRODUCT.md §2.2 item 7, §4.6) ${device}`, () => {
    const ctl = t.ebook.testimonials.controls;
    const slide = (n: number) => fill(ctl.position, { current: n, total: 11 });

    test('advances every 4000 ms, wraps from 11 to 1, and a dot jumps', async ({
      page,
      problems,
    }) => {
      await stopTheClock(page);
      await page.goto(path);
      const rotator = page.getByRole('region', { name: ctl.label, exact: true });
      // Only the current testimonial is exposed; the others are aria-hidden.
      const current = rotator.getByRole('group');
      const dot = (n: number) =>
        rotator.getByRole('button', { name: fill(ctl.goTo, { n }), exact: true });
      // Focus and hover hold the rotation (WCAG 2.2.2): after choosing a dot, the visitor clicks
      // the section's heading, which moves both the pointer and the focus away.
      const lookAway = () =>
        page.getByRole('heading', { name: t.ebook.testimonials.heading }).click();
      await rotator.scrollIntoViewIfNeeded();
      // Its timer starts when it hydrates: the clock runs only once it has.
      await expect(page.locator('[data-island="Rotator"]')).toHaveAttribute('data-hydrated', '');

      await dot(2).click();
      await expect(current).toHaveAccessibleName(slide(2));
      await lookAway();
      await page.clock.runFor(3999);
      await expect(current).toHaveAccessibleName(slide(2));
      await page.clock.runFor(1);
      await expect(current).toHaveAccessibleName(slide(3));
      await page.clock.runFor(4000);
      await expect(current).toHaveAccessibleName(slide(4));

      await dot(11).click();
      await expect(current).toHaveAccessibleName(slide(11));
      await lookAway();
      await page.clock.runFor(4000);
      await expect(current).toHaveAccessibleName(slide(1));
      expect(problems).toEqual([]);
    });
  });

  test.describe(`FAQ accordion on ${path} (docs/PRODUCT.md §2.2 item 8) ${device}`, () => {
    // Native <details> sharing a name: the browser does all of this, with no script.
    test('keeps one answer open at a time, and pressing the open question closes it', async ({
      page,
      problems,
      hasTouch,
    }) => {
      await page.goto(path);
      const faq = page.getByRole('region', { name: t.ebook.faq.heading });
      const [first, second] = t.ebook.faq.items;
      const q1 = faq.getByRole('heading', { level: 3, name: first!.question });
      const q2 = faq.getByRole('heading', { level: 3, name: second!.question });
      const a1 = faq.getByText(first!.answer);
      const a2 = faq.getByText(second!.answer);
      await q1.scrollIntoViewIfNeeded();
      for (const { answer } of t.ebook.faq.items) await expect(faq.getByText(answer)).toBeHidden();

      await press(q1, hasTouch);
      await expect(a1).toBeVisible();

      await press(q2, hasTouch);
      await expect(a2).toBeVisible();
      await expect(a1).toBeHidden();

      await press(q2, hasTouch);
      await expect(a2).toBeHidden();
      expect(problems).toEqual([]);
    });

    // The keys do the same in either language: once, in English, on the desktop.
    if (path === '/')
      test('opens and closes a question from the keyboard, Enter and Space', {
        tag: '@desktop',
      }, async ({ page, problems }) => {
        await page.goto(path);
        const faq = page.getByRole('region', { name: t.ebook.faq.heading });
        const [first] = t.ebook.faq.items;
        const answer = faq.getByText(first!.answer);
        // The question's heading sits in the summary, the control that takes focus.
        await faq.locator('summary', { hasText: first!.question }).focus();
        await page.keyboard.press('Enter');
        await expect(answer).toBeVisible();
        await page.keyboard.press(' ');
        await expect(answer).toBeHidden();
        expect(problems).toEqual([]);
      });
  });

  test.describe(`voice-to-book animation on ${path} with the clock (docs/PRODUCT.md §4.5, §9.7) ${device}`, () => {
    const a = t.ebook.hero.voice.animation;

    test('records from 1000 ms, reads "Book ready!" after 4 s of recording, in a 6000 ms cycle', async ({
      page,
      problems,
    }) => {
      await stopTheClock(page);
      await page.goto(path);
      const anim = page.getByRole('img', { name: a.description });
      await anim.scrollIntoViewIfNeeded();
      // Its timers start when it hydrates: the clock runs only once it has.
      await expect(page.locator('[data-island="VoiceToBookAnimation"]')).toHaveAttribute(
        'data-hydrated',
        '',
      );
      await expect(anim).not.toHaveAttribute('data-paused');
      await expect(anim).toHaveAttribute('data-phase', 'idle');
      await page.clock.runFor(999);
      await expect(anim).toHaveAttribute('data-phase', 'idle');
      await page.clock.runFor(1);
      await expect(anim).toHaveAttribute('data-phase', 'recording');
      await expect(anim.getByText(a.recording)).toHaveCSS('opacity', '1');
      await page.clock.runFor(3999);
      await expect(anim).toHaveAttribute('data-phase', 'recording');
      await page.clock.runFor(1);
      await expect(anim).toHaveAttribute('data-phase', 'ready');
      await expect(anim.getByText(a.ready)).toHaveCSS('opacity', '1');
      await expect(anim.getByText(a.recording)).toHaveCSS('opacity', '0');
      await page.clock.runFor(2000);
      await expect(anim).toHaveAttribute('data-phase', 'recording');
      await page.clock.runFor(4000);
      await expect(anim).toHaveAttribute('data-phase', 'ready');
      expect(problems).toEqual([]);
    });
  });
}
