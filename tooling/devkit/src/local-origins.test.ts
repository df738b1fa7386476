import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readReviewSources, readSiteConfig } from '@landing/site-config';
import { describe, expect, it } from 'vitest';
import { localHostName, localSiteEnv } from './local-origins.js';
import { loadSites } from './sites.js';

describe('localSiteEnv', () => {
  it('with no port variable, fills in exactly the embedded defaults', () => {
    const defaults = { siteUrl: 'http://localhost:4173' };
    const filled = localSiteEnv('ebook', {});
    expect(readSiteConfig(filled, defaults)).toEqual(readSiteConfig({}, defaults));
    expect(readReviewSources(filled)).toEqual(readReviewSources({}));
    expect(filled.VITE_SITE_URL).toBe('http://localhost:4173');
    expect(localSiteEnv('author', {}).VITE_SITE_URL).toBe('http://localhost:4174');
  });

  it('moves every address with STUB_PORT, the site port and HOST', () => {
    const env = { STUB_PORT: '5510', EBOOK_PORT: '5573', AUTHOR_PORT: '5574', HOST: '10.0.0.7' };
    expect(localSiteEnv('ebook', env)).toEqual({
      VITE_SITE_URL: 'http://10.0.0.7:5573',
      VITE_APP_URL: 'http://10.0.0.7:5510',
      VITE_MARKETPLACE_URL: 'http://10.0.0.7:5510',
      VITE_API_BASE_URL: 'http://10.0.0.7:5510',
      VITE_COVER_BASE_URL: 'http://10.0.0.7:5510/covers/',
      VITE_IMAGE_BASE_URL: 'http://10.0.0.7:5510/images',
      VITE_REVIEWS_URL: 'http://10.0.0.7:5510/reviews',
    });
    expect(localSiteEnv('author', env).VITE_SITE_URL).toBe('http://10.0.0.7:5574');
  });

  it('leaves a variable that is set, and a site npm start does not serve, alone', () => {
    const filled = localSiteEnv('example', {
      STUB_PORT: '5510',
      VITE_API_BASE_URL: 'https://api.example.com',
    });
    expect(filled).not.toHaveProperty('VITE_API_BASE_URL');
    expect(filled).not.toHaveProperty('VITE_SITE_URL');
    expect(filled.VITE_APP_URL).toBe('http://localhost:5510');
  });

  it('refuses a port that is not one, in one line', () => {
    expect(() => localSiteEnv('ebook', { EBOOK_PORT: 'abc' })).toThrow(
      'EBOOK_PORT must be a port number from 0 to 65535, got "abc".',
    );
  });
});

describe('localHostName', () => {
  it('is localhost for loopback and wildcard addresses, the host itself otherwise', () => {
    for (const host of [undefined, '', '127.0.0.1', '0.0.0.0', '::', '::1']) {
      expect(localHostName({ HOST: host }), String(host)).toBe('localhost');
    }
    expect(localHostName({ HOST: 'box.lan' })).toBe('box.lan');
    expect(localHostName({ HOST: 'fd00::7' })).toBe('[fd00::7]');
  });
});

describe("each app's turbo.json", () => {
  // A build embeds addresses that STUB_PORT, HOST and every site's port variable move
  // (localSiteEnv), so each must be in the build's cache key: else turbo serves a build with
  // another origin from its cache. A wildcard (`*_PORT`) also covers the next site's variable.
  it('keys the build on every variable that moves its embedded addresses', async () => {
    const sites = await loadSites();
    const moving = ['STUB_PORT', 'HOST', ...sites.map((site) => site.portVariable)];
    for (const site of sites) {
      const turbo = JSON.parse(
        readFileSync(join(import.meta.dirname, '../../../apps', site.name, 'turbo.json'), 'utf8'),
      ) as { tasks: { build: { env: string[] } } };
      const patterns = turbo.tasks.build.env.map(
        (entry) => new RegExp(`^${entry.replaceAll('*', '.*')}$`),
      );
      for (const variable of moving) {
        expect(
          patterns.some((pattern) => pattern.test(variable)),
          `${site.name}: ${variable}`,
        ).toBe(true);
      }
    }
  });
});
