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
 * The author landing's controls answer the first tap on a mid-range phone on slow 4G (4× CPU):
 * wait only for `load`, bring the control into view, tap once, and the result shows (within the
 * generous `ONE_TAP_RESULT_MS`; the `throttled` project runs these two at a time, after the others).
 * The FAQ (native `<details>`) and the country list work without JavaScript.
 */
const homes = [
  { path: '/', t: en },
  { path: '/es/', t: es },
] as const;

const within = { timeout: ONE_TAP_RESULT_MS };

// A shared link on a slow phone: the section is on screen as the page loads and stays there while
// the rest of the page arrives, so the visitor's first tap lands on the question they see.
test('/#faq on a throttled phone: the FAQ lands and a question opens on one tap', {
  tag: '@phone',
}, async ({ page, problems }) => {
  test.setTimeout(60_000);
  await arriveOnASlowPhone(page, '/#faq');
  const faq = byId(page, 'faq');
  await expectLanded(faq, '/#faq');
  const item = en.author.faq.items[0]!;
  await tapOnce(faq.getByText(item.question, { exact: true }));
  await expect(faq.getByText(item.answer, { exact: true })).toBeVisible(within);
  expect(problems).toEqual([]);
});

test.describe('one tap, one result on a throttled phone', { tag: '@phone' }, () => {
  test.describe.configure({ timeout: 60_000 });

  for (const { path, t } of homes) {
    test(`${path}: a FAQ question opens its answer`, async ({ page, problems }) => {
      await arriveOnASlowPhone(page, path);
      const first = t.author.faq.items[0]!;
      await tapOnce(page.getByRole('heading', { level: 3, name: first.question }));
      await expect(page.getByText(first.answer)).toBeVisible(within);
      expect(problems).toEqual([]);
    });

    test(`${path}: the country list expands`, async ({ page, problems }) => {
      const { moreCountries, showMore } = t.author.connect;
      await arriveOnASlowPhone(page, path);
      await tapOnce(page.getByText(showMore.replace('{count}', String(moreCountries.length))));
      await expect(page.getByText(moreCountries[0]!.name, { exact: true })).toBeVisible(within);
      expect(problems).toEqual([]);
    });
  }
});
