import { describe, expect, it } from 'vitest';
import {
  alternateLinks,
  findRoute,
  homePath,
  isLegalKey,
  isToolKey,
  LEGAL_KEYS,
  LOCALES,
  legalRoutesFor,
  localeFromPath,
  localizedPath,
  matchRoute,
  normalizePath,
  pathOf,
  pathsOf,
  ROUTES,
  routesFor,
  SITES,
  sectionHref,
  toolRoutesFor,
} from './routes.js';
import { TOOL_KEYS } from './vocabulary.js';

// docs/PRODUCT.md §2.3: every English path and its Spanish equivalent, verbatim.
const SPEC_TOOL_PATHS = [
  ['/ebooks-ideas-generator', '/es/generador-de-ideas-para-ebooks'],
  ['/novel-ideas-generator', '/es/generador-de-ideas-para-novelas'],
  ['/novel-title-ideas-generator', '/es/generador-de-titulos-para-novelas'],
  ['/book-summary-creator', '/es/creador-de-resumenes-de-libros'],
  ['/kdp-keyword-research-tool', '/es/herramienta-palabras-clave-kdp'],
  ['/novel-outline-generator', '/es/generador-de-esquema-para-novelas'],
  ['/ai-short-story-generator', '/es/generador-de-relatos-cortos-ia'],
  ['/ai-short-poem-generator', '/es/generador-de-poemas-cortos-ia'],
  ['/ai-course-name-generator', '/es/generador-de-nombres-de-cursos-ia'],
  ['/ai-marketing-strategy-generator', '/es/generador-de-estrategia-de-marketing-ia'],
  ['/author-bio-generator', '/es/generador-de-biografia-de-autor'],
  ['/ai-email-writer', '/es/redactor-de-emails-ia'],
  ['/ai-target-audience-problem-generator', '/es/generador-de-problemas-de-audiencia-objetivo'],
  ['/ai-cold-email-writer', '/es/redactor-de-emails-en-frio-ia'],
] as const;

// docs/PRODUCT.md §2.8: the legal pages of both product sites, verbatim.
const SPEC_LEGAL_PATHS = [
  ['privacy', '/privacy', '/es/privacidad'],
  ['cookies', '/cookies', '/es/cookies'],
  ['terms', '/terms', '/es/terminos'],
  ['legalNotice', '/legal-notice', '/es/aviso-legal'],
  ['accessibility', '/accessibility', '/es/accesibilidad'],
] as const;

describe('localeFromPath', () => {
  it.each(['/es', '/es/', '/es/x', '/es/generador-de-ideas-para-ebooks', '/es/404'])(
    'reads %s as Spanish',
    (path) => {
      expect(localeFromPath(path)).toBe('es');
    },
  );

  it.each(['/', '/est', '/es-mx', '/en/es', '/novel-ideas-generator', '', '/ES'])(
    'reads %j as English',
    (path) => {
      expect(localeFromPath(path)).toBe('en');
    },
  );
});

describe('normalizePath', () => {
  it('treats /es and /es/ as the Spanish home page', () => {
    expect(normalizePath('/es')).toBe('/es/');
    expect(normalizePath('/es/')).toBe('/es/');
  });

  it('drops trailing slashes elsewhere but keeps the root', () => {
    expect(normalizePath('/ai-email-writer/')).toBe('/ai-email-writer');
    expect(normalizePath('/ai-email-writer//')).toBe('/ai-email-writer');
    expect(normalizePath('/')).toBe('/');
  });
});

describe('matchRoute', () => {
  it('finds a tool page with and without a trailing slash', () => {
    for (const path of ['/novel-outline-generator', '/novel-outline-generator/']) {
      const match = matchRoute('ebook', path);
      expect(match?.route.key).toBe('novelOutline');
      expect(match?.locale).toBe('en');
    }
    for (const path of ['/es/redactor-de-emails-ia', '/es/redactor-de-emails-ia/']) {
      const match = matchRoute('ebook', path);
      expect(match?.route.key).toBe('emailWriter');
      expect(match?.locale).toBe('es');
    }
  });

  it('finds both home pages of each site', () => {
    for (const site of SITES) {
      expect(matchRoute(site, '/')).toMatchObject({ route: { key: 'home', site }, locale: 'en' });
      expect(matchRoute(site, '/es')).toMatchObject({ route: { key: 'home', site }, locale: 'es' });
      expect(matchRoute(site, '/es/')).toMatchObject({ route: { key: 'home' }, locale: 'es' });
    }
  });

  it('keeps tool pages off the author site', () => {
    expect(matchRoute('author', '/ai-email-writer')).toBeUndefined();
  });

  it('matches nothing for unknown paths, or a Spanish slug under the English root', () => {
    expect(matchRoute('ebook', '/pricing')).toBeUndefined();
    expect(matchRoute('ebook', '/generador-de-ideas-para-ebooks')).toBeUndefined();
    expect(matchRoute('ebook', '/es/ebooks-ideas-generator')).toBeUndefined();
  });
});

describe('the route table', () => {
  it('holds every tool path of docs/PRODUCT.md §2.3 exactly, on the ebook site', () => {
    const toolRoutes = routesFor('ebook').filter((route) =>
      (TOOL_KEYS as readonly string[]).includes(route.key),
    );
    expect(toolRoutes.map((route) => [route.paths.en, route.paths.es])).toEqual(SPEC_TOOL_PATHS);
  });

  it('has one route per tool key and no two routes of a site sharing a path', () => {
    expect(new Set(TOOL_KEYS).size).toBe(14);
    for (const key of TOOL_KEYS) expect(findRoute('ebook', key)).toBeDefined();
    for (const site of SITES) {
      const paths = routesFor(site).flatMap((route) => LOCALES.map((l) => route.paths[l]));
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('puts every Spanish path under /es and every English path outside it', () => {
    for (const route of ROUTES) {
      expect(localeFromPath(route.paths.es)).toBe('es');
      expect(localeFromPath(route.paths.en)).toBe('en');
      expect(localizedPath(route, 'es')).toBe(route.paths.es);
    }
  });

  it('gives every site a home page and a 404 that search engines skip', () => {
    for (const site of SITES) {
      expect(findRoute(site, 'home')?.indexable).toBe(true);
      expect(findRoute(site, 'notFound')?.indexable).toBe(false);
    }
  });
});

describe('the legal pages (docs/PRODUCT.md §2.8)', () => {
  it.each(['ebook', 'author'] as const)(
    'are on the %s site at the paths of docs/PRODUCT.md §2, indexable',
    (site) => {
      expect(
        legalRoutesFor(site).map((route) => [route.key, route.paths.en, route.paths.es]),
      ).toEqual(SPEC_LEGAL_PATHS);
      expect(legalRoutesFor(site).every((route) => route.indexable)).toBe(true);
    },
  );

  it('are not on the example site', () => {
    expect(legalRoutesFor('example')).toEqual([]);
    expect(matchRoute('example', '/privacy')).toBeUndefined();
  });

  it('are matched in both languages, with and without a trailing slash', () => {
    expect(matchRoute('author', '/legal-notice/')).toMatchObject({
      route: { key: 'legalNotice', site: 'author' },
      locale: 'en',
    });
    expect(matchRoute('ebook', '/es/aviso-legal')).toMatchObject({
      route: { key: 'legalNotice', site: 'ebook' },
      locale: 'es',
    });
    expect(pathOf('ebook', 'terms', 'es')).toBe('/es/terminos');
  });

  it('are told apart from the other keys', () => {
    expect(LEGAL_KEYS.every(isLegalKey)).toBe(true);
    expect(isLegalKey('home')).toBe(false);
    expect(isLegalKey('shortPoem')).toBe(false);
    expect(isToolKey('privacy')).toBe(false);
  });
});

describe('alternateLinks', () => {
  it('lists en, es and an x-default pointing at English, as absolute URLs', () => {
    const route = findRoute('ebook', 'shortPoem');
    expect(route).toBeDefined();
    if (!route) return;
    expect(alternateLinks(route, 'https://inkwell.example/')).toEqual([
      { hreflang: 'en', href: 'https://inkwell.example/ai-short-poem-generator' },
      { hreflang: 'es', href: 'https://inkwell.example/es/generador-de-poemas-cortos-ia' },
      { hreflang: 'x-default', href: 'https://inkwell.example/ai-short-poem-generator' },
    ]);
  });

  it('includes x-default for every route of every site', () => {
    for (const route of ROUTES) {
      const links = alternateLinks(route, 'https://site.example');
      expect(links.map((link) => link.hreflang)).toEqual(['en', 'es', 'x-default']);
      expect(links.every((link) => link.href.startsWith('https://site.example/'))).toBe(true);
    }
  });
});

describe('the path helpers pages link with', () => {
  it('give each site its home page in each language', () => {
    for (const site of SITES) {
      expect(pathsOf(site, 'home')).toEqual({ en: '/', es: '/es/' });
      expect(homePath(site, 'en')).toBe('/');
      expect(homePath(site, 'es')).toBe('/es/');
    }
  });

  it('give a tool page its own path in each language', () => {
    expect(pathsOf('ebook', 'bookSummary')).toEqual({
      en: '/book-summary-creator',
      es: '/es/creador-de-resumenes-de-libros',
    });
    expect(pathOf('ebook', 'coldEmail', 'es')).toBe('/es/redactor-de-emails-en-frio-ia');
  });

  it('refuse a page the site does not have instead of linking nowhere', () => {
    expect(() => pathsOf('author', 'shortPoem')).toThrow(/no "shortPoem" page on the author site/);
    expect(() => pathOf('example', 'coldEmail', 'en')).toThrow(/example site/);
  });

  it('link a home page section from any page, in the page’s language', () => {
    expect(sectionHref('ebook', 'en', 'tools')).toBe('/#tools');
    expect(sectionHref('author', 'es', 'faq')).toBe('/es/#faq');
  });

  it('list the tool pages of a site in the table’s order, and none on the other sites', () => {
    expect(toolRoutesFor('ebook').map((route) => route.key)).toEqual([...TOOL_KEYS]);
    expect(toolRoutesFor('author')).toEqual([]);
    expect(toolRoutesFor('example')).toEqual([]);
    expect(isToolKey('shortPoem')).toBe(true);
    expect(isToolKey('home')).toBe(false);
  });

  it('agree with matchRoute: every path a helper gives leads back to its page', () => {
    for (const route of ROUTES) {
      for (const locale of LOCALES) {
        const path = pathOf(route.site, route.key, locale);
        expect(matchRoute(route.site, path)).toEqual({ route, locale });
      }
    }
  });
});
