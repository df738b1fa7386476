import { LOCALE_TABLE, localeFromPath, otherLocales } from '@landing/content';
import type { ServerEntry } from '@landing/site-config/ssr';
import { describe, expect, it } from 'vitest';
import { schemaOrgProblems } from './schema-org.js';

const isNotFound = (path: string) => /(^|\/)404$/.test(path);
const langOf = localeFromPath;
const hasH1 = (html: string) => /<h1[\s>]/.test(html);
const idsOf = (html: string) => [...html.matchAll(/<[a-z][^>]*\sid="([^"]+)"/g)].map((m) => m[1]!);
/** Every same-site link to a part of a page: its page's path (or `''` for this page) and its hash. */
const sectionLinksOf = (html: string) =>
  [...html.matchAll(/<a\s[^>]*href="(\/[^"#]*)?#([^"]+)"/g)].map((m) => ({
    path: m[1] ?? '',
    hash: m[2]!,
  }));

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/** The `@graph` of a page's JSON-LD, parsed (it fails the test when the JSON is broken). */
const graphOf = (head: string): Array<Record<string, unknown>> => {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  if (json === undefined) return [];
  const data = JSON.parse(json) as { '@context': string; '@graph': Array<Record<string, unknown>> };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
};

/**
 * The visible breadcrumb of a page (a nav whose last item is the current page), item by item,
 * with where each links (none for the current page).
 */
const breadcrumbOf = (body: string): Array<{ name: string; href?: string }> | undefined => {
  const nav = [...body.matchAll(/<nav\b[^>]*>([\s\S]*?)<\/nav>/g)]
    .map((m) => m[1]!)
    .find((inner) => /aria-current="page"/.test(inner) && !/<li\b/.test(inner));
  if (nav === undefined) return undefined;
  return [...nav.matchAll(/<(a|span)\b([^>]*)>([\s\S]*?)<\/\1>/g)].map((m) => ({
    name: decode(m[3]!),
    href: /href="([^"]*)"/.exec(m[2]!)?.[1],
  }));
};

/** Elements that never close: they hold no tracked button. */
const VOID = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * Every tracked button or link of a page (`data-track`) with its place: the section that holds it
 * (by its id, or the heading that names it), or the header, the footer or a dialog, read from the
 * server's markup.
 */
export function trackedPlaces(html: string): Array<{ event: string; place: string }> {
  const open: Array<{ tag: string; place?: string }> = [];
  const found: Array<{ event: string; place: string }> = [];
  for (const [, closing, tag = '', attributes = ''] of html.matchAll(
    /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g,
  )) {
    const name = tag.toLowerCase();
    if (closing) {
      const at = open.map((o) => o.tag).lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    const id = attributes.match(/\sid="([^"]+)"/)?.[1];
    const labelledBy = attributes.match(/\saria-labelledby="([^"]+)"/)?.[1];
    const place = ['header', 'footer', 'dialog'].includes(name)
      ? name
      : name === 'section'
        ? id
          ? `#${id}`
          : `section labelled by #${labelledBy ?? '?'}`
        : undefined;
    const event = attributes.match(/\sdata-track="([^"]+)"/)?.[1];
    if (event) {
      const where = [...open].reverse().find((o) => o.place)?.place ?? place ?? 'page';
      found.push({ event, place: where });
    }
    if (!VOID.has(name) && !attributes.trimEnd().endsWith('/')) open.push({ tag: name, place });
  }
  return found;
}

const metaOf = (head: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(head)?.[1];

export interface ServerEntryChecks {
  /**
   * Whether the home pages describe the product (a SoftwareApplication with its price-0 offer): the
   * product sites do; the example site shows a site's shape only.
   * @default true
   */
  product?: boolean;
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
  { stateHashes = [], product = true }: ServerEntryChecks = {},
): void {
  const paths = entry.prerenderPaths();
  // Most section links lead to the home page: render each page once.
  const rendered = new Map<string, string>();
  const bodyOf = (path: string) => {
    if (!rendered.has(path)) rendered.set(path, entry.render(path).body);
    return rendered.get(path)!;
  };
  const pages = paths.filter((path) => !isNotFound(path));
  // Drawing every card's markup takes a while: once for all the checks.
  let shareImages: ReturnType<ServerEntry['shareImages']> | undefined;
  const imagesOf = () => {
    shareImages ??= entry.shareImages();
    return shareImages;
  };
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

    // A marketer reads an event as one button: the same name from two places (the header's call
    // to action and a section's) would merge them in every report (docs/PRODUCT.md §7.6). The
    // header is on every page, so a name it shares with any section fails on that section's page.
    it.each(pages)('sends each tracked event of %s from one place', (path) => {
      const places = new Map<string, Set<string>>();
      for (const { event, place } of trackedPlaces(bodyOf(path))) {
        places.set(event, (places.get(event) ?? new Set()).add(place));
      }
      const shared = [...places].filter(([, where]) => where.size > 1);
      expect(shared.map(([event, where]) => `${event}: ${[...where].join(', ')}`)).toEqual([]);
    });

    it('lists every page but the 404s in the sitemap', () => {
      const locs = entry.sitemap().map((item) => item.loc);
      expect(locs).toEqual(pages.map((path) => entry.siteUrl + path));
    });

    it.each(paths)('gives %s its own share image, absolute, 1200×630, with an alt', (path) => {
      const { head } = entry.render(path);
      const image = entry
        .shareImages()
        .find((i) => head.includes(`content="${entry.siteUrl}/${i.file}"`));
      expect(image, 'og:image names a share image the build draws').toBeDefined();
      expect(metaOf(head, 'og:image')).toBe(`${entry.siteUrl}/${image!.file}`);
      expect(metaOf(head, 'og:image:width')).toBe('1200');
      expect(metaOf(head, 'og:image:height')).toBe('630');
      expect(metaOf(head, 'og:image:alt')).toMatch(/\S{3}/);
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      // en_US and es_LA (the locale table): each page names its own and the other language's.
      const lang = langOf(path);
      expect(metaOf(head, 'og:locale')).toBe(LOCALE_TABLE[lang].ogLocale);
      expect(metaOf(head, 'og:locale:alternate')).toBe(
        otherLocales(lang)
          .map((l) => LOCALE_TABLE[l].ogLocale)
          .join(),
      );
    });

    it('draws a different share image for every page and language', () => {
      const images = imagesOf();
      expect(images.map((i) => i.file).sort()).toEqual(
        [...new Set(images.map((i) => i.file))].sort(),
      );
      expect(new Set(images.map((i) => i.markup)).size).toBe(images.length);
      expect(images).toHaveLength(paths.length);
      for (const image of images) expect([image.width, image.height]).toEqual([1200, 630]);
    });

    it.each(paths)(
      'describes %s in JSON-LD: organization, website, and what the page shows',
      (path) => {
        const { head, body, status } = entry.render(path);
        const graph = graphOf(head);
        const types = graph.map((node) => node['@type']);
        expect(types.slice(0, 2)).toEqual(['Organization', 'WebSite']);
        // Ratings quoted from other sites' reviews must not be marked up as the product's own.
        expect(JSON.stringify(graph)).not.toMatch(/Rating|"Review"/);
        const isHome = product && (path === '/' || path === '/es/');
        expect(types.includes('SoftwareApplication')).toBe(isHome);
        if (isHome) {
          const app = graph.find((node) => node['@type'] === 'SoftwareApplication')!;
          expect(app.offers).toMatchObject({ '@type': 'Offer', price: '0' });
        }
        // The trail in JSON-LD is the visible one, page by page: a crumb that links into a section
        // of another page (`/#tools`) is not a page of its own and stays out of it.
        const crumbs = (status === 200 ? breadcrumbOf(body) : undefined)?.filter(
          (crumb) => !crumb.href?.includes('#'),
        );
        const list = graph.find((node) => node['@type'] === 'BreadcrumbList') as
          | { itemListElement: Array<{ name: string; item: string; position: number }> }
          | undefined;
        expect(list?.itemListElement.map((item) => item.name)).toEqual(crumbs?.map((c) => c.name));
        if (list) {
          expect(list.itemListElement.at(-1)!.item).toBe(entry.siteUrl + path);
          expect(list.itemListElement.map((item) => item.position)).toEqual(
            crumbs!.map((_, i) => i + 1),
          );
          for (const item of list.itemListElement) {
            expect(new URL(item.item).hash, item.item).toBe('');
            expect(item.item.startsWith(`${entry.siteUrl}/`), item.item).toBe(true);
          }
        }
        // Every node, and every typed node inside one, against schema.org's vocabulary.
        expect(schemaOrgProblems(graph)).toEqual([]);
      },
    );

    it('links the icons and the manifest of the page’s language from every page', () => {
      for (const path of paths) {
        const { head } = entry.render(path);
        expect(head).toContain(
          '<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png"/>',
        );
        expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
        const manifest = `/${LOCALE_TABLE[langOf(path)].manifest}`;
        expect(head).toContain(`<link rel="manifest" href="${manifest}"/>`);
      }
      const manifests = entry.siteFiles().map((f) => ({ file: f.file, ...JSON.parse(f.body) }));
      expect(manifests).toEqual([
        expect.objectContaining({ file: 'manifest.json', lang: 'en', start_url: '/' }),
        expect.objectContaining({ file: 'es/manifest.json', lang: 'es', start_url: '/es/' }),
      ]);
      for (const manifest of manifests) {
        expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
          '192x192',
          '512x512',
        ]);
      }
    });

    it('dates each sitemap entry by the files its words come from', () => {
      for (const item of entry.sitemap()) {
        expect(item.sources?.length, item.loc).toBeGreaterThan(0);
      }
    });

    it('lets the pages reach the API, the image hosts and the registration form only', () => {
      const { connect, images, forms } = entry.securityOrigins;
      expect(connect).toHaveLength(1);
      expect(images).toHaveLength(2);
      expect(forms).toHaveLength(1);
    });
  });
}
