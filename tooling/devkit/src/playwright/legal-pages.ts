import { appLangParams, type Locale } from '@landing/content/locale-table';
import { expect, oneDeviceFor, press, test } from './fixtures.js';

/** One legal page as a visitor finds it in the footer. */
export interface LegalPageLink {
  /** The footer link's accessible name, e.g. "Privacy policy". */
  label: string;
  /** The page's path in this language, e.g. `/es/privacidad`. */
  path: string;
  /** The page's h1. */
  heading: string;
}

/** The copy of one language the checks look for. */
export interface LegalPagesLocale {
  lang: Locale;
  /** The page the visitor starts from, e.g. `/` or `/es/`. */
  home: string;
  /** The footer group's name ("Legal"). */
  group: string;
  /** The five pages, in the footer's order. */
  pages: readonly LegalPageLink[];
  /** The footer's cookie settings button ("Cookie settings"). */
  cookieSettings: string;
  /** The phone menu button's text ("Open menu"). */
  menu: string;
  /** The header's log-in link ("Log in"). */
  login: string;
  /** The h1 of the stub's log-in page in this language ("Log in", "Iniciar sesión"). */
  loginHeading: string;
}

export interface LegalPagesOptions {
  /** The app host the built site links to; tests route it to the suite's stub. */
  appUrl: string;
  locales: readonly LegalPagesLocale[];
}

/**
 * The legal pages and the way back in, as a visitor reaches them (docs/PRODUCT.md §2.7, §2.8): each
 * legal page is one tap on its footer link away (from the home page and from each legal page), by
 * role and name, and opens in the page's language with its h1; the footer offers the cookie settings button; and "Log in" (in the bar on
 * a desktop, in the menu on a phone) lands on the app's log-in page in the same language.
 */
export function describeLegalPages({ appUrl, locales }: LegalPagesOptions): void {
  for (const t of locales) {
    test.describe(`legal pages from ${t.home} (docs/PRODUCT.md §2.8)`, () => {
      // One walk through the five, as a reader of the fine print goes: the first from the home
      // page's footer, each next one from the footer of the page before. Where a link leads is
      // the same on every device: once per language (oneDeviceFor).
      test(`each of the ${t.pages.length} pages opens with one tap on its footer link ${oneDeviceFor(t.lang)}`, async ({
        page,
        hasTouch,
      }) => {
        await page.goto(t.home);
        for (const legal of t.pages) {
          const group = page.getByRole('contentinfo').getByRole('navigation', { name: t.group });
          const link = group.getByRole('link', { name: legal.label, exact: true });
          await link.scrollIntoViewIfNeeded();
          await press(link, hasTouch);
          await expect(page).toHaveURL(legal.path);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.heading);
          await expect(page.locator('html')).toHaveAttribute('lang', t.lang);
        }
      });

      test('the footer offers the cookie settings button after the five pages', async ({
        page,
      }) => {
        await page.goto(t.home);
        const group = page.getByRole('contentinfo').getByRole('navigation', { name: t.group });
        await expect(group.getByRole('link')).toHaveText(t.pages.map((legal) => legal.label));
        const button = group.getByRole('button', { name: t.cookieSettings, exact: true });
        await expect(button).toHaveAttribute('data-consent-open', '');
        await expect(button).toHaveAttribute('type', 'button');
      });

      test(`"${t.login}" opens the app's log-in page in ${t.lang}, in the same tab`, async ({
        page,
        hasTouch,
      }) => {
        await page.goto(t.home);
        const banner = page.getByRole('banner');
        // On a phone Log in is a row of the menu; on a desktop it sits in the bar.
        // The menu button is a native <summary>, named by its visually hidden text.
        if (hasTouch) await banner.locator('summary', { hasText: t.menu }).tap();
        await press(banner.getByRole('link', { name: t.login, exact: true }), hasTouch);
        // `?lang=es` from a Spanish page, nothing from an English one (the locale table).
        const query = new URLSearchParams(appLangParams(t.lang)).toString();
        await expect(page).toHaveURL(`${appUrl}/login${query ? `?${query}` : ''}`);
        await expect(page.locator('html')).toHaveAttribute('lang', t.lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.loginHeading);
      });
    });
  }
}
