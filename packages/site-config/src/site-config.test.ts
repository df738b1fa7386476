import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REVIEW_SOURCES,
  readReviewSources,
  readSiteConfig,
  SITE_ENV_NAMES,
} from './site-config.js';

const defaults = { siteUrl: 'http://localhost:4174' };

describe('a site’s configuration', () => {
  it('defaults to the site’s own origin and the local stub marketplace', () => {
    expect(readSiteConfig({}, defaults)).toEqual({
      siteUrl: 'http://localhost:4174',
      appUrl: 'http://localhost:4010',
      marketplaceUrl: 'http://localhost:4010',
      apiBaseUrl: 'http://localhost:4010',
      coverBaseUrl: 'http://localhost:4010/covers/',
      imageBaseUrl: 'http://localhost:4010/images',
      securityContact: 'mailto:security@inkwell.example',
    });
  });

  it('treats a blank variable as unset', () => {
    const blank = Object.fromEntries(SITE_ENV_NAMES.map((name) => [name, '  ']));
    expect(readSiteConfig(blank, defaults)).toEqual(readSiteConfig({}, defaults));
  });

  it('reads each variable by its exact name, trimming spaces and trailing slashes', () => {
    const env = {
      VITE_SITE_URL: ' https://www.example.com/ ',
      VITE_APP_URL: 'https://app.example.com',
      VITE_MARKETPLACE_URL: 'https://market.example.com/',
      VITE_API_BASE_URL: 'https://api.example.com//',
      VITE_COVER_BASE_URL: 'https://cdn.example.com/covers',
      VITE_IMAGE_BASE_URL: 'https://img.example.com/proxy/',
      VITE_SECURITY_CONTACT: ' https://www.example.com/security ',
      // Not one of the names: ignored.
      SITE_URL: 'https://wrong.example.com',
    };
    expect(readSiteConfig(env, defaults)).toEqual({
      siteUrl: 'https://www.example.com',
      appUrl: 'https://app.example.com',
      marketplaceUrl: 'https://market.example.com',
      apiBaseUrl: 'https://api.example.com',
      coverBaseUrl: 'https://cdn.example.com/covers/',
      imageBaseUrl: 'https://img.example.com/proxy',
      securityContact: 'https://www.example.com/security',
    });
  });

  it('reads a tag manager id, trimmed and upper-cased (defineServerEntry checks its form)', () => {
    expect(readSiteConfig({}, defaults).tagManagerId).toBeUndefined();
    expect(readSiteConfig({ VITE_GTM_ID: '  ' }, defaults).tagManagerId).toBeUndefined();
    expect(readSiteConfig({ VITE_GTM_ID: ' gtm-ab12cd3 ' }, defaults).tagManagerId).toBe(
      'GTM-AB12CD3',
    );
  });
});

describe('the review sources (the ebook site’s testimonials)', () => {
  it('defaults to the stub marketplace’s reviews page and two placeholder names', () => {
    expect(readReviewSources({})).toEqual({
      sources: {
        url: 'http://localhost:4010/reviews',
        sites: ['Review Site A', 'Review Site B'],
      },
      problems: [],
    });
    expect(readReviewSources({}).sources).toEqual(DEFAULT_REVIEW_SOURCES);
  });

  it('reads a good URL and two names, trimming the spaces around each', () => {
    expect(
      readReviewSources({
        VITE_REVIEWS_URL: '  https://www.trustpilot.com/review/inkwell.example?stars=5 ',
        VITE_REVIEW_SITES: ' Trustpilot ,  G2 ',
      }),
    ).toEqual({
      sources: {
        url: 'https://www.trustpilot.com/review/inkwell.example?stars=5',
        sites: ['Trustpilot', 'G2'],
      },
      problems: [],
    });
  });

  it('treats a blank variable as unset, with nothing to report', () => {
    expect(readReviewSources({ VITE_REVIEWS_URL: ' ', VITE_REVIEW_SITES: '\t' })).toEqual(
      readReviewSources({}),
    );
  });

  it.each([
    ['not a URL', 'reviews page'],
    ['a relative path', '/reviews'],
    ['no scheme', 'www.trustpilot.com/review/inkwell.example'],
    ['a script', 'javascript:alert(1)'],
    ['another scheme', 'ftp://reviews.example.com/'],
  ])('falls back to the default URL on %s, and says why', (_kind, value) => {
    const { sources, problems } = readReviewSources({
      VITE_REVIEWS_URL: value,
      VITE_REVIEW_SITES: 'Trustpilot,G2',
    });
    expect(sources).toEqual({ url: DEFAULT_REVIEW_SOURCES.url, sites: ['Trustpilot', 'G2'] });
    expect(problems).toEqual([
      `VITE_REVIEWS_URL is not an absolute http(s) URL (${JSON.stringify(value)}); using the default, http://localhost:4010/reviews.`,
    ]);
  });

  it.each([
    ['one name', 'Trustpilot'],
    ['three names', 'Trustpilot,G2,Capterra'],
    ['an empty second name', 'Trustpilot,'],
    ['an empty name between commas', 'Trustpilot,,G2'],
    ['a blank first name', '  , G2'],
  ])('falls back to the default names on %s, and says why', (_kind, value) => {
    const { sources, problems } = readReviewSources({
      VITE_REVIEWS_URL: 'https://reviews.example.com/inkwell',
      VITE_REVIEW_SITES: value,
    });
    expect(sources).toEqual({
      url: 'https://reviews.example.com/inkwell',
      sites: DEFAULT_REVIEW_SOURCES.sites,
    });
    expect(problems).toEqual([
      `VITE_REVIEW_SITES is not two comma-separated names (${JSON.stringify(value.trim())}); using the default, Review Site A,Review Site B.`,
    ]);
  });

  it('reports each unusable variable once, and never throws', () => {
    const { sources, problems } = readReviewSources({
      VITE_REVIEWS_URL: 'http://',
      VITE_REVIEW_SITES: 'G2',
    });
    expect(sources).toEqual(DEFAULT_REVIEW_SOURCES);
    expect(problems).toHaveLength(2);
  });

  it('is read from the same env as the rest, which ignores it', () => {
    const env = { VITE_REVIEWS_URL: 'https://reviews.example.com', VITE_REVIEW_SITES: 'A,B' };
    expect(readSiteConfig(env, defaults)).toEqual(readSiteConfig({}, defaults));
    expect(SITE_ENV_NAMES).toEqual(expect.arrayContaining(Object.keys(env)));
  });
});
