import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale-table.js';
import { en } from './locales/en/index.js';
import { es } from './locales/es/index.js';
import type { Messages } from './messages.js';
import { type Locale, routesFor, SITES, type SiteId } from './routes.js';
import { seoFor } from './seo.js';

const MESSAGES: Readonly<Record<Locale, Messages>> = { en, es };
const CASES = SITES.flatMap((site) => LOCALES.map((locale) => [site, locale] as [SiteId, Locale]));

describe.each(CASES)('the SEO of the %s site in %s', (site, locale) => {
  const entries = routesFor(site).map((route) => ({
    key: route.key,
    ...seoFor(MESSAGES[locale], site, route.key),
  }));

  it('gives every route a title of at most 60 characters', () => {
    const bad = entries.filter(({ title }) => title.trim() === '' || [...title].length > 60);
    expect(bad).toEqual([]);
  });

  it('gives every route a description of at most 155 characters', () => {
    const bad = entries.filter(
      ({ description }) => description.trim() === '' || [...description].length > 155,
    );
    expect(bad).toEqual([]);
  });

  it('never repeats a title or a description across the site’s routes', () => {
    const titles = entries.map((entry) => entry.title);
    const descriptions = entries.map((entry) => entry.description);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
    expect(descriptions.filter((text, index) => descriptions.indexOf(text) !== index)).toEqual([]);
  });
});

describe('seoFor', () => {
  it('reads the home and 404 entries of the requested site and locale', () => {
    expect(seoFor(en, 'ebook', 'home')).toBe(en.seo.ebook.home);
    expect(seoFor(es, 'ebook', 'notFound')).toBe(es.seo.ebook.notFound);
    expect(seoFor(es, 'author', 'home')).toBe(es.seo.author.home);
    expect(seoFor(en, 'author', 'notFound')).toBe(en.seo.author.notFound);
  });

  it('reads a tool page’s own entry, not the home page’s', () => {
    for (const messages of [en, es]) {
      const tool = seoFor(messages, 'ebook', 'shortPoem');
      expect(tool.title).not.toBe(messages.seo.ebook.home.title);
      expect(tool.description).not.toBe(messages.seo.ebook.home.description);
    }
  });

  it('reads a legal page’s own entry on both product sites', () => {
    for (const messages of [en, es]) {
      for (const site of ['ebook', 'author'] as const) {
        expect(seoFor(messages, site, 'cookies')).toBe(messages.legal.pages.cookies.seo);
        expect(seoFor(messages, site, 'legalNotice')).toBe(messages.legal.pages.legalNotice.seo);
      }
    }
  });

  it('falls back to the home entry for a tool key on the author site, which has no tool pages', () => {
    expect(seoFor(en, 'author', 'coldEmail')).toBe(en.seo.author.home);
  });
});
