import { describe, expect, it } from 'vitest';
import { schemaOrgProblems } from './schema-org.js';

describe('schemaOrgProblems', () => {
  it('accepts the types and properties the sites publish, inherited ones included', () => {
    const app = {
      '@type': 'SoftwareApplication',
      name: 'Inkwell AI',
      operatingSystem: 'Web',
      publisher: { '@id': 'https://x.test/#organization' },
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD', description: 'Trial' },
    };
    const trail = {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/' },
      ],
    };
    expect(schemaOrgProblems([app, trail])).toEqual([]);
  });

  it('names an unknown type and a property its type lacks, however deep', () => {
    expect(schemaOrgProblems({ '@type': 'WebSitee', name: 'x' })).toEqual([
      '$: "WebSitee" is not a schema.org type',
    ]);
    expect(
      schemaOrgProblems({ '@type': 'SoftwareApplication', offers: { '@type': 'Offer', prize: 0 } }),
    ).toEqual(['$.offers: Offer has no property "prize"']);
    // A ListItem's position is its own; a BreadcrumbList has none.
    expect(schemaOrgProblems({ '@type': 'BreadcrumbList', position: 1 })).toEqual([
      '$: BreadcrumbList has no property "position"',
    ]);
  });
});
