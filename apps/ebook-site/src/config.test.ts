import { afterEach, describe, expect, it, vi } from 'vitest';

const load = async () => {
  vi.resetModules();
  return (await import('./config')).config;
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site configuration', () => {
  it('defaults to this site on port 4173 and the local stub marketplace', async () => {
    for (const name of [
      'VITE_SITE_URL',
      'VITE_APP_URL',
      'VITE_MARKETPLACE_URL',
      'VITE_API_BASE_URL',
      'VITE_COVER_BASE_URL',
      'VITE_IMAGE_BASE_URL',
    ]) {
      vi.stubEnv(name, '');
    }
    expect(await load()).toEqual({
      siteUrl: 'http://localhost:4173',
      appUrl: 'http://localhost:4010',
      marketplaceUrl: 'http://localhost:4010',
      apiBaseUrl: 'http://localhost:4010',
      coverBaseUrl: 'http://localhost:4010/covers/',
      imageBaseUrl: 'http://localhost:4010/images',
    });
  });

  it('reads each variable by its exact name, trimming spaces and trailing slashes', async () => {
    vi.stubEnv('VITE_SITE_URL', ' https://www.example.com/ ');
    vi.stubEnv('VITE_APP_URL', 'https://app.example.com');
    vi.stubEnv('VITE_MARKETPLACE_URL', 'https://market.example.com/');
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com//');
    vi.stubEnv('VITE_COVER_BASE_URL', 'https://cdn.example.com/covers');
    vi.stubEnv('VITE_IMAGE_BASE_URL', 'https://img.example.com/proxy/');
    expect(await load()).toEqual({
      siteUrl: 'https://www.example.com',
      appUrl: 'https://app.example.com',
      marketplaceUrl: 'https://market.example.com',
      apiBaseUrl: 'https://api.example.com',
      coverBaseUrl: 'https://cdn.example.com/covers/',
      imageBaseUrl: 'https://img.example.com/proxy',
    });
  });
});
