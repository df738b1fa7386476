import { describe, expect, it } from 'vitest';
import type { ServerEntry } from '../ssr-contract.js';

const isNotFound = (path: string) => /(^|\/)404$/.test(path);
const langOf = (path: string) => (/^\/es(?:\/|$)/.test(path) ? 'es' : 'en');
const hasH1 = (html: string) => /<h1[\s>]/.test(html);
const idsOf = (html: string) => [...html.matchAll(/<[a-z][^>]*\sid="([^"]+)"/g)].map((m) => m[1]!);
/** Every same-site link to a part of a page: its page's path (or `''` for this page) and its hash. */
const sectionLinksOf = (html: string) =>
  [...html.matchAll(/<a\s[^>]*href="(\/[^"#]*)?#([^"]+)"/g)].map((m) => ({
    path: m[1] ?? '',
    hash: m[2]!,
  }));

export interface ServerEntryChecks {
  /**
   * Hashes a page reads as a state rather than as an element to scroll to (the ebook hero's
   * `have-book` mode), so no element carries them as its id.
   * @default []
   */
  stateHashes?: string[];
}

/**
 * The unit checks of a site's server entry, in Node, before any browser: every page it prerenders
 * renders in the language of its path with a heading and its canonical link, the 404 pages answer
 * 404 and stay out of the sitemap, no page repeats an id, every link to a section of a page finds
 * it there, and the headers allow the hosts its configuration names. A page missing for a route of
 * the table, or one that throws in a language, fails here in a second instead of in the e2e suite.
 */
export function describeServerEntry(
  entry: ServerEntry,
  { stateHashes = [] }: ServerEntryChecks = {},
): void {
  const paths = entry.prerenderPaths();
  // Most section links lead to the home page: render each page once.
  const rendered = new Map<string, string>();
  const bodyOf = (path: string) => {
    if (!rendered.has(path)) rendered.set(path, entry.render(path).body);
    return rendered.get(path)!;
  };
  const pages = paths.filter((path) => !isNotFound(path));
  const notFound = paths.filter(isNotFound);

  describe('the site’s server entry', () => {
    it('prerenders a home page and a 404 in both languages', () => {
      expect(paths).toEqual(expect.arrayContaining(['/', '/es/', '/404', '/es/404']));
    });

    // An h1 at least: a page may hold a second one in a hidden panel (the ebook hero's modes).
    it.each(pages)('renders %s in the language of its path, with an h1', (path) => {
      const page = entry.render(path);
      expect(page).toMatchObject({ status: 200, lang: langOf(path) });
      expect(hasH1(page.body)).toBe(true);
      expect(page.head).toContain(`<link rel="canonical" href="${entry.siteUrl}${path}"/>`);
    });

    it.each(notFound)('renders %s as the 404 page of its language, noindex', (path) => {
      const page = entry.render(path);
      expect(page).toMatchObject({ status: 404, lang: langOf(path) });
      expect(hasH1(page.body)).toBe(true);
      expect(page.head).toContain('<meta name="robots" content="noindex"/>');
    });

    it.each(paths)('gives no two elements of %s the same id', (path) => {
      const ids = idsOf(bodyOf(path));
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    });

    // The header's and footer's section links (`/#faq`) lead to the home page from every page.
    it.each(paths)('leads every section link of %s to an element of its page', (path) => {
      for (const link of sectionLinksOf(bodyOf(path))) {
        if (stateHashes.includes(link.hash)) continue;
        expect(idsOf(bodyOf(link.path || path)), `${link.path}#${link.hash}`).toContain(link.hash);
      }
    });

    it('lists every page but the 404s in the sitemap', () => {
      const locs = entry.sitemap().map((item) => item.loc);
      expect(locs).toEqual(pages.map((path) => entry.siteUrl + path));
    });

    it('lets the pages reach the API, the image hosts and the registration form only', () => {
      const { connect, images, forms } = entry.securityOrigins;
      expect(connect).toHaveLength(1);
      expect(images).toHaveLength(2);
      expect(forms).toHaveLength(1);
    });
  });
}
