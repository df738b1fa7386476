import { CLAIM_EVIDENCE, type ClaimEvidence, LEGAL_FACTS, type LegalFacts } from '@landing/content';
import { describe, expect, it } from 'vitest';
import { readLegalFacts } from './legal.js';
import {
  evidenceProblems,
  isPrivateHost,
  isPublicOrigin,
  productionProblems,
} from './production.js';
import type { SiteEnv } from './site-config.js';

/** A site ready to go live: every variable set to a public https host. */
const READY: SiteEnv = {
  VITE_SITE_URL: 'https://inkwell.es',
  VITE_APP_URL: 'https://app.inkwell.es',
  VITE_MARKETPLACE_URL: 'https://tienda.inkwell.es',
  VITE_API_BASE_URL: 'https://api.inkwell.es',
  VITE_COVER_BASE_URL: 'https://covers.inkwell.es/books',
  VITE_IMAGE_BASE_URL: 'https://img.inkwell.es',
  VITE_GTM_ID: 'GTM-AB12CD3',
  VITE_SECURITY_CONTACT: 'mailto:security@inkwell.es',
  VITE_REVIEWS_URL: 'https://www.trustpilot.com/review/inkwell.es',
  VITE_REVIEW_SITES: 'Trustpilot,G2',
};

/** Every legal fact given, as a deploy's file would (fictional company). */
const FACTS: LegalFacts = readLegalFacts({
  operator: {
    legalName: 'Tinta Digital S.L.',
    address: ['Calle de Alcalá 1', '28014 Madrid, España'],
    registry: 'Registro Mercantil de Madrid, tomo 1, folio 1, hoja M-1',
    taxId: 'B00000000',
    email: 'legal@inkwell.es',
  },
  privacyContact: 'privacidad@inkwell.es',
  pricesIncludeVat: true,
  hosting: { name: 'Cloudflare, Inc.', roles: ['hosting'], country: 'US', transfer: 'dpf' },
  processors: [
    { name: 'Google Ireland Limited', roles: ['analytics'], country: 'IE', transfer: 'dpf' },
    { name: 'Vimeo.com, Inc.', roles: ['video'], country: 'US', transfer: 'scc' },
  ],
  serverLogDays: 30,
  jurisdiction: { law: 'ES', courts: 'Juzgados y Tribunales de Madrid' },
  accessibility: {
    status: 'partial',
    reviewedOn: '2026-11-20',
    method: 'selfAssessment',
    answerDays: 20,
  },
}).facts;

const check = (env: SiteEnv, extra: { reviews?: boolean; legal?: LegalFacts } = {}) =>
  productionProblems({ env, reviews: extra.reviews ?? true, legal: extra.legal ?? FACTS });

describe('a production build', () => {
  it('passes a site with every variable and every legal fact set', () => {
    expect(check(READY)).toEqual([]);
  });

  it('refuses the embedded defaults, one line per variable, each naming it', () => {
    const problems = check({}, { legal: FACTS });
    expect(problems).toEqual([
      "VITE_SITE_URL is not set: give the site's public origin as an https URL.",
      'VITE_APP_URL is not set: give the app host as an https URL.',
      'VITE_MARKETPLACE_URL is not set: give the marketplace host as an https URL.',
      'VITE_API_BASE_URL is not set: give the marketplace API as an https URL.',
      'VITE_COVER_BASE_URL is not set: give the cover storage as an https URL.',
      'VITE_IMAGE_BASE_URL is not set: give the image proxy as an https URL.',
      'VITE_SECURITY_CONTACT is not set: give a mailto: or https: URI for security reports.',
      'VITE_REVIEWS_URL is not set: give the public https listing of your reviews.',
      'VITE_REVIEW_SITES is not two comma-separated names: name the two review sites.',
    ]);
  });

  it.each([
    ['http://', 'http://app.inkwell.es', 'is http:// (a production site is https)'],
    ['localhost', 'https://localhost:4010', 'points at localhost'],
    ['a private address', 'https://192.168.1.20', 'points at 192.168.1.20'],
    ['loopback', 'https://127.0.0.1', 'points at 127.0.0.1'],
    ['IPv6 loopback', 'https://[::1]:8080', 'points at [::1]'],
    ['a reserved name', 'https://app.inkwell.example', 'points at app.inkwell.example'],
    ['an example domain', 'https://api.example.com', 'points at api.example.com'],
    ['localhost with a final dot', 'https://localhost.:4010', 'points at localhost.'],
    ['IPv4 loopback written as IPv6', 'https://[::ffff:127.0.0.1]', 'points at [::ffff:7f00:1]'],
    [
      'a user name and password',
      'https://user:pw@app.inkwell.es',
      'carries a user name or password',
    ],
    ['not a URL', 'app.inkwell.es', 'is not an absolute URL'],
  ])('refuses a URL on %s', (_, url, reason) => {
    for (const name of [
      'VITE_SITE_URL',
      'VITE_APP_URL',
      'VITE_API_BASE_URL',
      'VITE_COVER_BASE_URL',
      'VITE_IMAGE_BASE_URL',
      'VITE_MARKETPLACE_URL',
      'VITE_REVIEWS_URL',
    ] as const) {
      const problems = check({ ...READY, [name]: url });
      expect(problems, name).toHaveLength(1);
      expect(problems[0]).toContain(`${name} ${reason}`);
    }
  });

  it('refuses a malformed tag manager id, and takes none', () => {
    expect(check({ ...READY, VITE_GTM_ID: 'UA-12345-1' })).toEqual([
      'VITE_GTM_ID "UA-12345-1" is not a container id: GTM- and 4 to 12 letters or digits.',
    ]);
    expect(check({ ...READY, VITE_GTM_ID: '' })).toEqual([]);
  });

  it('refuses a security contact on a reserved domain or an unreachable host', () => {
    expect(check({ ...READY, VITE_SECURITY_CONTACT: 'mailto:security@inkwell.example' })).toEqual([
      'VITE_SECURITY_CONTACT mailto:security@inkwell.example is on a reserved domain: give a real address.',
    ]);
    expect(check({ ...READY, VITE_SECURITY_CONTACT: 'http://inkwell.es/security' })[0]).toContain(
      'VITE_SECURITY_CONTACT is http://',
    );
    expect(check({ ...READY, VITE_SECURITY_CONTACT: 'https://inkwell.es/security' })).toEqual([]);
  });

  it('refuses the default review sites on a site that shows reviews, and asks nothing of one that does not', () => {
    expect(check({ ...READY, VITE_REVIEW_SITES: 'Review Site A,Review Site B' })).toEqual([
      'VITE_REVIEW_SITES is the default placeholder: name the two review sites.',
    ]);
    expect(check({ ...READY, VITE_REVIEW_SITES: 'Trustpilot' })).toHaveLength(1);
    const { VITE_REVIEWS_URL: _, VITE_REVIEW_SITES: __, ...noReviews } = READY;
    expect(check(noReviews, { reviews: false })).toEqual([]);
  });

  it('refuses every legal fact still a placeholder, naming the file and the fact', () => {
    const problems = check(READY, { legal: LEGAL_FACTS });
    const file = 'packages/content/src/legal/facts.ts';
    expect(problems).toContain(
      `${file}: operator.legalName (Company legal name) is a placeholder: set it.`,
    );
    expect(problems).toContain(
      `${file}: operator.email legal@inkwell.example is on a reserved domain: give a real address.`,
    );
    expect(problems).toContain(
      `${file}: privacyContact privacy@inkwell.example is on a reserved domain: give a real address.`,
    );
    expect(problems.some((line) => line.startsWith(`${file}: processors[1].transfer`))).toBe(true);
    // One line per placeholder and per reserved address: nothing else.
    expect(problems).toHaveLength(problems.filter((line) => line.startsWith(`${file}: `)).length);
  });

  it('names the file LEGAL_FACTS_FILE gave', () => {
    const problems = productionProblems({
      env: READY,
      reviews: false,
      legal: { ...FACTS, serverLogDays: { placeholder: 'Days the host keeps server logs' } },
      legalSource: 'LEGAL_FACTS_FILE (deploy/legal.json)',
    });
    expect(problems).toEqual([
      'LEGAL_FACTS_FILE (deploy/legal.json): serverLogDays (Days the host keeps server logs) is a placeholder: set it.',
    ]);
  });
});

/** Every source given, as a deploy's file would. */
const SOURCED: ClaimEvidence = {
  testimonials: {
    'maria-l': { language: 'en', record: { address: 'https://r.es/1', date: '2026-10-02' } },
  },
  authorTestimonials: {
    poet: { language: 'es', record: { address: 'Trustpilot 65a1f0c2', date: '2026-09-14' } },
  },
  screenshots: [{ language: 'en', record: { address: 'https://r.es/2', date: '2026-08-30' } }],
  claims: Object.fromEntries(
    Object.keys(CLAIM_EVIDENCE.claims).map((key) => [
      key,
      { source: 'Marketplace dashboard', asOf: '2026-11-01' },
    ]),
  ) as ClaimEvidence['claims'],
};

describe('the sources of claims and reviews in a production build', () => {
  it('passes when every testimonial, screenshot and claim has a source', () => {
    expect(evidenceProblems(SOURCED)).toEqual([]);
    expect(
      productionProblems({ env: READY, reviews: true, legal: FACTS, evidence: SOURCED }),
    ).toEqual([]);
  });

  it('refuses each sample, one line each, naming the file, the item and what to give', () => {
    const problems = evidenceProblems(CLAIM_EVIDENCE);
    const file = 'packages/content/src/evidence.ts';
    expect(problems).toContain(
      `${file}: testimonial maria-l has no source (Sample quote: the review’s address and date): give the review's address and date, or take it off the page.`,
    );
    expect(problems).toContain(
      `${file}: author testimonial poet has no source (Sample quote: the review’s address and date): give the review's address and date, or take it off the page.`,
    );
    expect(problems).toContain(
      `${file}: review screenshot 11 has no source (Sample quote: the review’s address and date): give the review's address and date, or take it off the page.`,
    );
    expect(problems).toContain(
      `${file}: claim happyUsers has no source (Source and date of the count of users (accounts created)): give its source and the date it was true.`,
    );
    const { testimonials, authorTestimonials, screenshots, claims } = CLAIM_EVIDENCE;
    expect(problems).toHaveLength(
      Object.keys(testimonials).length +
        Object.keys(authorTestimonials).length +
        screenshots.length +
        Object.keys(claims).length,
    );
  });

  it('checks only what the site shows, and names the file CLAIM_SOURCES_FILE gave', () => {
    const problems = productionProblems({
      env: READY,
      reviews: true,
      legal: FACTS,
      evidence: { ...SOURCED, claims: { ...SOURCED.claims, books: CLAIM_EVIDENCE.claims.books } },
      evidenceSource: 'CLAIM_SOURCES_FILE (sources.json)',
    });
    expect(problems).toEqual([
      'CLAIM_SOURCES_FILE (sources.json): claim books has no source (Source and date of the count of books on the marketplace): give its source and the date it was true.',
    ]);
  });
});

describe('isPrivateHost', () => {
  it.each([
    ['localhost', true],
    ['preview.localhost', true],
    ['10.0.0.8', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['100.64.0.1', true],
    ['169.254.10.10', true],
    ['fd12::1', true],
    ['fe80::1', true],
    ['intranet', true],
    ['site.local', true],
    ['inkwell.es', false],
    ['8.8.8.8', false],
    ['localhost.', true],
    ['api.example.com', true],
    ['example.org.', true],
    ['[::ffff:127.0.0.1]', true],
    ['::ffff:7f00:1', true],
    ['::ffff:c0a8:114', true],
    ['::ffff:808:808', false],
    ['192.0.2.10', true],
    ['224.0.0.1', true],
    ['2001:db8::1', true],
    ['2606:4700::6810:84e5', false],
  ])('%s → %s', (host, expected) => {
    expect(isPrivateHost(host)).toBe(expected);
  });
});

describe('isPublicOrigin', () => {
  it.each([
    ['https://www.tinta-ficticia.es', true],
    ['https://autores.tinta-ficticia.es/', true],
    ['http://www.tinta-ficticia.es', false],
    ['https://localhost:4173', false],
    ['https://192.168.1.20', false],
    ['https://www.example.com', false],
    ['not a url', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (origin, expected) => {
    expect(isPublicOrigin(origin)).toBe(expected);
  });
});
