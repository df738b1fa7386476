import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import {
  arriveOnASlowPhone,
  byId,
  expect,
  expectLanded,
  ONE_TAP_RESULT_MS,
  tapOnce,
  test,
} from '@landing/devkit/playwright/fixtures';

/**
 * Every island control answers the first tap on a mid-range phone on slow 4G (4× CPU): the test
 * waits only for the `load` event, brings the control into view as a visitor scrolls to it, taps
 * it once and waits for the result, with a generous bound (`ONE_TAP_RESULT_MS`): a lost tap never
 * gets one. Islands hydrate late on purpose (when the visitor reaches for them), so each tap here is
 * the one that starts the island's code; nothing waits for hydration. These tests run in the
 * `throttled` project, two at a time after the others (tooling/devkit/src/playwright/config.ts);
 * how fast a tap is answered is a figure of `npm run bench`.
 *
 * Each control is tapped once, on the English and the Spanish landing in turn: a tap starts the
 * same island code in both (the cover gallery, which loads the page's language, is tapped on both),
 * and throttled loads are slow, so the second language doubled the time for the same fact.
 */
const homes = [
  { path: '/', t: en },
  { path: '/es/', t: es },
] as const;

const fill = (template: string, values: Record<string, number | string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

const within = { timeout: ONE_TAP_RESULT_MS };

// A shared link on a slow phone: the section is on screen as the page loads and stays there while
// the rest of the page arrives, so the visitor's first tap lands on the question they see.
test('/es/#faq on a throttled phone: the FAQ lands and a question opens on one tap', {
  tag: '@phone',
}, async ({ page, problems }) => {
  test.setTimeout(60_000);
  await arriveOnASlowPhone(page, '/es/#faq');
  const faq = byId(page, 'faq');
  await expectLanded(faq, '/es/#faq');
  const item = es.ebook.faq.items[0]!;
  await tapOnce(faq.getByText(item.question, { exact: true }));
  await expect(faq.getByText(item.answer, { exact: true })).toBeVisible(within);
  expect(problems).toEqual([]);
});

test.describe('one tap, one result on a throttled phone', { tag: '@phone' }, () => {
  // Loading a landing page on slow 4G takes several seconds before the first tap.
  test.describe.configure({ timeout: 60_000 });

  for (const [index, { path, t }] of homes.entries()) {
    // The n-th control below is tapped on the landing n % 2.
    let n = 0;
    const inTurn = () => n++ % 2 === index;
    const hero = t.ebook.hero;
    const carousel = t.ebook.carousel;
    const controls = t.ebook.testimonials.controls;

    if (inTurn())
      test(`${path}: "${hero.modes.have}" shows the have-book block`, async ({
        page,
        problems,
      }) => {
        await arriveOnASlowPhone(page, path);
        await tapOnce(page.getByRole('tab', { name: hero.modes.have }));
        await expect(page.getByRole('heading', { name: t.author.hero.headline })).toBeVisible(
          within,
        );
        await expect(page).toHaveURL(/#have-book$/);
        expect(problems).toEqual([]);
      });

    if (inTurn())
      test(`${path}#have-book: "${hero.modes.create}" shows the create block`, async ({
        page,
        problems,
      }) => {
        await arriveOnASlowPhone(page, `${path}#have-book`);
        await tapOnce(page.getByRole('tab', { name: hero.modes.create }));
        await expect(page.getByRole('heading', { name: hero.create.headline })).toBeVisible(within);
        expect(problems).toEqual([]);
      });

    if (inTurn())
      test(`${path}: "${hero.create.secondaryCta}" in the hero opens the demo video`, async ({
        page,
      }) => {
        await page.route(/youtube-nocookie|vimeo/, (route) => route.fulfill({ body: '' }));
        await arriveOnASlowPhone(page, path);
        await tapOnce(
          page
            .locator('#hero-create')
            .getByRole('button', { name: hero.create.secondaryCta, exact: true }),
        );
        await expect(page.getByRole('dialog', { name: hero.demo.title })).toBeVisible(within);
      });

    if (inTurn())
      test(`${path}: the demo button under "how it works" opens the demo video`, async ({
        page,
      }) => {
        await page.route(/youtube-nocookie|vimeo/, (route) => route.fulfill({ body: '' }));
        await arriveOnASlowPhone(page, path);
        const section = page.locator('#how-it-works');
        await tapOnce(section.getByRole('button'));
        await expect(page.getByRole('dialog', { name: hero.demo.title })).toBeVisible(within);
      });

    if (inTurn())
      test(`${path}: a cover card opens its preview`, async ({ page, problems }) => {
        await arriveOnASlowPhone(page, path);
        const first = t.templates.cover[0]!;
        const gallery = page.getByRole('region', { name: carousel.label, exact: true });
        await tapOnce(
          gallery.getByRole('link', {
            name: fill(t.ebook.gallery.open, { name: first.name }),
            exact: true,
          }),
        );
        const dialog = page.getByRole('dialog', { name: first.name });
        await expect(dialog).toBeVisible(within);
        // Its description, which the page leaves out, loads as the visitor reaches into the gallery:
        // the dialog opens without waiting for it, and shows it once it has come.
        await expect(dialog).toContainText(first.description, within);
        expect(problems).toEqual([]);
      });

    if (inTurn())
      test(`${path}: the carousel's "${carousel.next}" moves to the second cover`, async ({
        page,
        problems,
      }) => {
        await arriveOnASlowPhone(page, path);
        const gallery = page.getByRole('region', { name: carousel.label, exact: true });
        await tapOnce(gallery.getByRole('button', { name: carousel.next, exact: true }));
        await expect(gallery.getByText(/^\d+\/20$/)).toHaveText('2/20', within);
        expect(problems).toEqual([]);
      });

    if (inTurn())
      test(`${path}: a carousel dot moves to its cover`, async ({ page, problems }) => {
        await arriveOnASlowPhone(page, path);
        const gallery = page.getByRole('region', { name: carousel.label, exact: true });
        await tapOnce(
          gallery.getByRole('button', { name: fill(carousel.goTo, { n: 5 }), exact: true }),
        );
        await expect(gallery.getByText(/^\d+\/20$/)).toHaveText('5/20', within);
        expect(problems).toEqual([]);
      });

    if (inTurn())
      test(`${path}: a testimonial dot shows its testimonial`, async ({ page, problems }) => {
        await arriveOnASlowPhone(page, path);
        const rotator = page.getByRole('region', { name: controls.label, exact: true });
        await tapOnce(rotator.getByRole('button', { name: fill(controls.goTo, { n: 3 }) }));
        await expect(rotator.getByRole('group')).toHaveAccessibleName(
          fill(controls.position, { current: 3, total: 11 }),
          within,
        );
        expect(problems).toEqual([]);
      });

    if (inTurn())
      test(`${path}: "${controls.pause}" pauses the testimonials`, async ({ page, problems }) => {
        await arriveOnASlowPhone(page, path);
        const rotator = page.getByRole('region', { name: controls.label, exact: true });
        await tapOnce(rotator.getByRole('button', { name: controls.pause }));
        await expect(rotator.getByRole('button', { name: controls.play })).toBeVisible(within);
        expect(problems).toEqual([]);
      });

    if (inTurn())
      test(`${path}: a FAQ question opens its answer`, async ({ page, problems }) => {
        await arriveOnASlowPhone(page, path);
        const faq = page.getByRole('region', { name: t.ebook.faq.heading });
        const first = t.ebook.faq.items[0]!;
        await tapOnce(faq.getByRole('heading', { level: 3, name: first.question }));
        await expect(faq.getByText(first.answer)).toBeVisible(within);
        expect(problems).toEqual([]);
      });
  }
});
