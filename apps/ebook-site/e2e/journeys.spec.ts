import { type Messages, toolRoutesFor } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import {
  byId,
  expect,
  expectLanded,
  journeyTimeout,
  press,
  test,
} from '@landing/devkit/playwright/fixtures';
import { describeSectionJourneys, followHeaderLink } from '@landing/devkit/playwright/journeys';

// Visitor journeys (docs/ARCHITECTURE.md "Quality"): each follows a visitor from arrival to where
// they asked to go, on the phone and the desktop, and every in-page jump checks where its target
// landed (expectLanded).

const homes = [
  { path: '/', t: en },
  { path: '/es/', t: es as Messages },
] as const;
const UTM = '?utm_source=ads&utm_medium=cpc';

describeSectionJourneys({ site: 'ebook', homes });

for (const { path, t } of homes) {
  test.describe(`ebook landing ${path}: hero and call-to-action links`, () => {
    test('the hero and call-to-action links land on their sections', async ({ page, hasTouch }) => {
      test.setTimeout(journeyTimeout(4));
      await page.goto(path);
      // The closing banner's "Watch Demo", from the bottom of the page up to how it works.
      const finalCta = page.getByRole('region', { name: t.ebook.finalCta.heading, exact: true });
      const demo = finalCta.getByRole('link', {
        name: t.ebook.finalCta.secondaryCta.label,
        exact: true,
      });
      await press(demo, hasTouch);
      await expectLanded(byId(page, 'how-it-works'), t.ebook.finalCta.secondaryCta.label);
      // The hero's "I already have a book" tab, then that block's "See how it works" to its steps.
      const haveTab = page.getByRole('tab', { name: t.ebook.hero.modes.have, exact: true });
      await press(haveTab, hasTouch);
      const have = page.getByRole('tabpanel', { name: t.ebook.hero.modes.have });
      await expectLanded(have, t.ebook.hero.modes.have);
      await press(
        have.getByRole('link', { name: t.author.hero.secondaryCta, exact: true }),
        hasTouch,
      );
      await expect(page).toHaveURL(`${path}#steps-section`);
      await expectLanded(byId(page, 'steps-section'), t.author.hero.secondaryCta);
      // Shared, that address opens the have-book block on its steps.
      await page.goto('about:blank');
      await page.goto(`${path}#steps-section`);
      await expectLanded(byId(page, 'steps-section'), `shared ${path}#steps-section`);
    });
  });

  test(`a tool page's footer link to the landing's FAQ lands on the FAQ (${path})`, async ({
    page,
    hasTouch,
  }) => {
    const tool = toolRoutesFor('ebook')[0]!;
    const locale = path === '/' ? 'en' : 'es';
    await page.goto(tool.paths[locale]);
    const faq = t.common.footer.links.ebook.find((link) => link.anchor === 'faq')!;
    await press(
      page.getByRole('contentinfo').getByRole('link', { name: faq.label, exact: true }),
      hasTouch,
    );
    await expect(page).toHaveURL(`${path}#faq`);
    await expectLanded(byId(page, 'faq'), `${faq.label} from ${tool.paths[locale]}`);
  });
}

test('the skip link moves focus and the view to the main content @desktop', async ({ page }) => {
  await page.goto('/es/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: es.common.skipToContent, exact: true });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  const main = page.getByRole('main');
  await expect(main).toBeFocused();
  await expectLanded(main, es.common.skipToContent);
});

test('from an ad on a phone: menu, FAQ, a question, then the trial keeps the UTM fields', async ({
  page,
  hasTouch,
  problems,
}) => {
  test.setTimeout(journeyTimeout(4));
  await page.goto(`/${UTM}`);
  const faqLink = en.common.header.links.ebook.find((link) => link.anchor === 'faq')!;
  await followHeaderLink(page, en, faqLink.label, hasTouch);
  // The jump stays in the page: the address keeps the ad's fields.
  await expect(page).toHaveURL(`/${UTM}#faq`);
  const faq = byId(page, 'faq');
  await expectLanded(faq, faqLink.label);
  const item = en.ebook.faq.items[0]!;
  await press(faq.getByText(item.question, { exact: true }), hasTouch);
  await expect(faq.getByText(item.answer, { exact: true })).toBeVisible();
  const popup = page.waitForEvent('popup');
  await press(
    page.getByRole('banner').getByRole('link', {
      name: `${en.common.header.cta.ebook.label} ${en.common.opensInNewTab}`,
    }),
    hasTouch,
  );
  const registration = new URL((await popup).url());
  expect(registration.pathname).toBe('/register');
  expect(Object.fromEntries(registration.searchParams)).toMatchObject({
    utm_source: 'ads',
    utm_medium: 'cpc',
  });
  expect(problems).toEqual([]);
});
