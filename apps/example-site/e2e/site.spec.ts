import type { Messages } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { expect, press, test } from '@landing/devkit/playwright/fixtures';
import { describeSiteBasics } from '@landing/devkit/playwright/site-basics';
import { site } from '../site';

// The checks every site passes. The example site has no screenshot baselines of its own.
describeSiteBasics({
  site,
  // Built with a container id (.env): its consent per purpose is checked in tag-manager.spec.ts.
  tagManager: true,
  pages: [
    { path: '/', lang: 'en', heading: en[site.id].hero.headline, budget: 'landing' },
    { path: '/es/', lang: 'es', heading: es[site.id].hero.headline, budget: 'landing' },
  ],
  notFound: { en: en.common.notFound.heading, es: es.common.notFound.heading },
  visual: [],
});

const LOCALES: ReadonlyArray<{ home: string; missing: string; t: Messages }> = [
  { home: '/', missing: '/no-such-page', t: en },
  { home: '/es/', missing: '/es/no-existe', t: es },
];

for (const { home, missing, t } of LOCALES) {
  test(`${home}: a question of the FAQ opens its answer with one press`, async ({
    page,
    hasTouch,
  }) => {
    await page.goto(home);
    const item = t.author.faq.items[0]!;
    await expect(page.getByText(item.answer)).toBeHidden();
    await press(page.getByRole('heading', { level: 3, name: item.question }), hasTouch);
    await expect(page.getByText(item.answer)).toBeVisible();
  });

  test(`${missing}: the 404 page leads back to the home page in its language`, async ({
    page,
    hasTouch,
  }) => {
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.common.notFound.heading);
    const back = page.getByRole('main').getByRole('link', { name: t.common.notFound.homeLink });
    await press(back, hasTouch);
    await expect(page).toHaveURL(home);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t[site.id].hero.headline);
  });
}
