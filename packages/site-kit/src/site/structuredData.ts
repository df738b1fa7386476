/**
 * schema.org JSON-LD for search engines (docs/ARCHITECTURE.md "Share images and icons"). Every
 * page carries the Organization and the WebSite; a site adds what its pages show: the product with
 * its free trial on a landing page, the visible breadcrumb on a tool page. No AggregateRating:
 * the ratings the pages quote come from other sites' reviews, which Google's rules forbid marking
 * up as the product's own.
 */

/** One JSON-LD node (`@type` and its properties). */
export type JsonLdNode = { '@type': string } & Record<string, unknown>;

/** The ids the nodes of one site share, so a graph refers to its organization once. */
export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

export function organization(siteUrl: string, brand: string): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: brand,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
  };
}

export function webSite(siteUrl: string, brand: string, homeUrl: string, lang: string): JsonLdNode {
  return {
    '@type': 'WebSite',
    name: brand,
    url: homeUrl,
    inLanguage: lang,
    publisher: { '@id': organizationId(siteUrl) },
  };
}

export interface SoftwareApplicationOptions {
  siteUrl: string;
  brand: string;
  description: string;
  /** Where the product runs: the app's sign-up. */
  url: string;
  /** What the free trial includes, in the page's language. */
  trial: string;
}

/** The product, offered with a free trial (price 0): no rating, see above. */
export function softwareApplication(options: SoftwareApplicationOptions): JsonLdNode {
  return {
    '@type': 'SoftwareApplication',
    name: options.brand,
    description: options.description,
    url: options.url,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    publisher: { '@id': organizationId(options.siteUrl) },
    offers: {
      '@type': 'Offer',
      price: '0',
      priceCurrency: 'USD',
      description: options.trial,
    },
  };
}

/** The trail a page shows as its visible breadcrumb, as absolute URLs. */
export function breadcrumbList(items: Array<{ name: string; url: string }>): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * The `<script type="application/ld+json">` body of a page: one graph. `<` is escaped so no string
 * of the copy can close the element (a data block is never run, so the CSP does not cover it).
 */
export function jsonLdScript(nodes: JsonLdNode[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(
    /</g,
    '\\u003c',
  );
}
