import { describe, expect, it } from 'vitest';
import { readSiteConfig, SITE_ENV_NAMES } from './site-config.js';

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
    });
  });

  it('reads a tag manager id, upper-cased, and fails the build on a malformed one', () => {
    expect(readSiteConfig({}, defaults).tagManagerId).toBeUndefined();
    expect(readSiteConfig({ VITE_GTM_ID: '  ' }, defaults).tagManagerId).toBeUndefined();
    expect(readSiteConfig({ VITE_GTM_ID: ' gtm-ab12cd3 ' }, defaults).tagManagerId).toBe(
      'GTM-AB12CD3',
    );
    for (const bad of ['UA-12345-1', 'GTM-', 'GTM-AB12CD3"><script>', 'G-ABCDEF']) {
      expect(() => readSiteConfig({ VITE_GTM_ID: bad }, defaults)).toThrow(/VITE_GTM_ID/);
    }
  });
});
