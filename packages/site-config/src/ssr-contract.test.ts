import { describe, expect, it } from 'vitest';
import { readSiteConfig } from './site-config.js';
import { defineServerEntry, fillTemplate, type SiteRenderer } from './ssr-contract.js';

const renderer: SiteRenderer = {
  render: () => ({ status: 200, lang: 'en', head: '', body: '' }),
  prerenderPaths: () => ['/'],
  sitemap: () => [],
  shareImages: () => [],
  siteFiles: () => [],
};

describe('defineServerEntry', () => {
  it('allows in the headers exactly the hosts the configuration names', () => {
    const config = readSiteConfig(
      {
        VITE_API_BASE_URL: 'https://api.example.com',
        VITE_COVER_BASE_URL: 'https://cdn.example.com/covers',
        VITE_IMAGE_BASE_URL: 'https://img.example.com/proxy',
        VITE_APP_URL: 'https://app.example.com',
      },
      { siteUrl: 'http://localhost:4174' },
    );
    const entry = defineServerEntry({ config, renderer, frames: ['https://player.example'] });
    expect(entry.siteUrl).toBe('http://localhost:4174');
    expect(entry.securityOrigins).toEqual({
      connect: ['https://api.example.com'],
      images: ['https://cdn.example.com/covers/', 'https://img.example.com/proxy'],
      frames: ['https://player.example'],
      forms: ['https://app.example.com'],
      tagManager: false,
      https: false,
    });
  });

  it('frames nothing unless told, and turns on HSTS for an https site', () => {
    const config = readSiteConfig({ VITE_SITE_URL: 'https://www.example.com' }, { siteUrl: '' });
    const entry = defineServerEntry({ config, renderer });
    expect(entry.securityOrigins.frames).toEqual([]);
    expect(entry.securityOrigins.https).toBe(true);
  });

  it('renders with the renderer it was given', () => {
    const config = readSiteConfig({}, { siteUrl: 'http://localhost:4173' });
    const entry = defineServerEntry({ config, renderer });
    expect(entry.render('/')).toEqual(renderer.render('/'));
    expect(entry.prerenderPaths()).toEqual(['/']);
  });

  it('fails the build on a malformed tag manager id, and widens the CSP for a good one', () => {
    for (const bad of ['UA-12345-1', 'GTM-', 'GTM-AB12CD3"><script>', 'G-ABCDEF']) {
      const config = readSiteConfig({ VITE_GTM_ID: bad }, { siteUrl: 'http://localhost:4173' });
      expect(() => defineServerEntry({ config, renderer })).toThrow(/VITE_GTM_ID/);
    }
    const config = readSiteConfig(
      { VITE_GTM_ID: 'GTM-AB12CD3' },
      { siteUrl: 'http://localhost:4173' },
    );
    expect(defineServerEntry({ config, renderer }).securityOrigins.tagManager).toBe(true);
  });

  it('fails the build on a security contact nobody could use, and passes a good one on', () => {
    const site = { siteUrl: 'http://localhost:4173' };
    for (const bad of ['security@example.com', 'mailto:', 'http://example.com/report', 'ftp://x']) {
      const config = readSiteConfig({ VITE_SECURITY_CONTACT: bad }, site);
      expect(() => defineServerEntry({ config, renderer })).toThrow(/VITE_SECURITY_CONTACT/);
    }
    for (const good of ['mailto:security@example.com', 'https://example.com/security']) {
      const config = readSiteConfig({ VITE_SECURITY_CONTACT: good }, site);
      expect(defineServerEntry({ config, renderer }).securityContact).toBe(good);
    }
  });
});

describe('fillTemplate', () => {
  it('puts the page in as written, dollar signs and all', () => {
    const template =
      '<html lang="en"><head><!--app-head--></head><body><!--app-body--><p>END</p></body></html>';
    const body = "<p>Precio: US$' y $& y $$ y $`</p>";
    const head = '<title>$1 off</title>';
    expect(fillTemplate(template, { status: 200, lang: 'es', head, body })).toBe(
      `<html lang="es"><head>${head}</head><body>${body}<p>END</p></body></html>`,
    );
  });
});
