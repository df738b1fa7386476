import { describe, expect, it } from 'vitest';
import { outputFileFor, renderSitemap } from './prerender.js';

describe('outputFileFor', () => {
  it('writes each route where a static host looks for it', () => {
    expect(outputFileFor('/')).toBe('index.html');
    expect(outputFileFor('/es/')).toBe('es/index.html');
    expect(outputFileFor('/ai-email-writer')).toBe('ai-email-writer/index.html');
    expect(outputFileFor('/es/redactor-de-emails-ia')).toBe('es/redactor-de-emails-ia/index.html');
  });

  it('writes the 404 pages where hosts look for them', () => {
    expect(outputFileFor('/404')).toBe('404.html');
    expect(outputFileFor('/es/404')).toBe('es/404.html');
  });
});

describe('renderSitemap', () => {
  it('escapes URLs and lists alternates', () => {
    const xml = renderSitemap([
      {
        loc: 'https://x.test/?a=1&b=2',
        alternates: [
          { hreflang: 'en', href: 'https://x.test/' },
          { hreflang: 'x-default', href: 'https://x.test/' },
        ],
      },
    ]);
    expect(xml).toContain('<loc>https://x.test/?a=1&amp;b=2</loc>');
    expect(xml).toContain('hreflang="x-default"');
    expect(xml.startsWith('<?xml')).toBe(true);
  });
});
