import type { Messages, SiteId } from '@landing/content';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { byId, expectLanded, journeyTimeout } from './jumps.js';
import { press } from './phone.js';

/**
 * Follows a header section link as a visitor can: in the bar on a desktop, through the menu on a
 * phone, which then closes so its panel does not cover the section.
 */
export async function followHeaderLink(
  page: Page,
  t: Messages,
  label: string,
  hasTouch: boolean,
): Promise<void> {
  const banner = page.getByRole('banner');
  // The menu button is a native <summary>, named by its visually hidden text.
  if (hasTouch) await press(banner.locator('summary', { hasText: t.common.header.openMenu }), true);
  const link = banner.getByRole('link', { name: label, exact: true });
  await press(link, hasTouch);
  if (hasTouch) await expect(link, 'the menu closes').toBeHidden();
}

export interface SectionJourneysOptions {
  /** The site, whose header and footer links are `common.header.links[site]` and `footer.links`. */
  site: SiteId;
  /** Its home page in each language, with that language's copy. */
  homes: ReadonlyArray<{ path: string; t: Messages }>;
}

/**
 * The journeys every site's section links owe a visitor, on the phone and the desktop, in each
 * language: each header section link in turn, a shared address for each section the header and
 * footer link to, and Back and Forward after a section link. Each jump is checked with
 * {@link expectLanded}.
 */
export function describeSectionJourneys({ site, homes }: SectionJourneysOptions): void {
  for (const { path, t } of homes) {
    const links = t.common.header.links[site];
    // `#have-book` is the ebook hero's mode, not a section (its tests are the hero's).
    const anchors = [
      ...new Set([...links, ...t.common.footer.links[site]].map((link) => link.anchor)),
    ].filter((anchor) => anchor !== 'have-book');
    const faq = links.find((link) => link.anchor === 'faq');

    test.describe(`${path}: a visitor lands where a link points`, () => {
      test(`follows each header section link in turn (${links.length} links)`, async ({
        page,
        hasTouch,
      }) => {
        test.setTimeout(journeyTimeout(links.length));
        await page.goto(path);
        for (const { label, anchor } of links) {
          await followHeaderLink(page, t, label, hasTouch);
          await expect(page).toHaveURL(`${path}#${anchor}`);
          await expectLanded(byId(page, anchor), label);
        }
      });

      test(`opens a shared link to each section on it (${anchors.length} sections)`, async ({
        page,
      }) => {
        test.setTimeout(journeyTimeout(anchors.length));
        for (const anchor of anchors) {
          await page.goto(`${path}#${anchor}`);
          await expectLanded(byId(page, anchor), `${path}#${anchor}`);
        }
      });

      if (faq) {
        test('returns to where the visitor was on Back after a section link, and to the section on Forward', async ({
          page,
          hasTouch,
        }) => {
          test.setTimeout(journeyTimeout(3));
          await page.goto(path);
          await followHeaderLink(page, t, faq.label, hasTouch);
          await expectLanded(byId(page, 'faq'), faq.label);
          await page.goBack();
          await expect(page).toHaveURL(path);
          await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
          await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
          await page.goForward();
          await expect(page).toHaveURL(`${path}#faq`);
          await expectLanded(byId(page, 'faq'), `${faq.label}, after Forward`);
        });
      }
    });
  }
}
