import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { describe, expect, it } from 'vitest';
import { createSiteRenderer } from './createSiteRenderer';

const site = createSiteRenderer({
  site: 'ebook',
  siteUrl: 'https://books.example',
  messages: { en, es },
  page: (route, locale) => (
    <h1>
      {route.key} in {locale}
    </h1>
  ),
  notFound: (locale) => <h1>404 in {locale}</h1>,
});

describe('createSiteRenderer', () => {
  it('renders a route of the table in the language of its path', () => {
    const page = site.render('/es/redactor-de-emails-ia');
    expect(page).toMatchObject({ status: 200, lang: 'es' });
    expect(page.body).toContain('emailWriter<!-- --> in <!-- -->es');
    expect(page.head).toContain(`<title>${es.tools.pages.emailWriter.seo.title}</title>`);
    expect(page.head).toContain(
      '<link rel="canonical" href="https://books.example/es/redactor-de-emails-ia"/>',
    );
    expect(page.head).toContain(
      '<link rel="alternate" hrefLang="x-default" href="https://books.example/ai-email-writer"/>',
    );
  });

  it('gives /es and /es/ the same Spanish home page', () => {
    expect(site.render('/es')).toEqual(site.render('/es/'));
    expect(site.render('/es').lang).toBe('es');
  });

  it('answers unknown paths with the 404 page of their language, noindex', () => {
    const english = site.render('/nope');
    expect(english).toMatchObject({ status: 404, lang: 'en' });
    expect(english.body).toContain('404 in <!-- -->en');
    expect(english.head).toContain('<meta name="robots" content="noindex"/>');
    expect(english.head).not.toContain('rel="canonical"');
    expect(site.render('/es/nada')).toMatchObject({ status: 404, lang: 'es' });
  });

  it('lists every route in both languages to prerender, and only indexable ones in the sitemap', () => {
    const paths = site.prerenderPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/es/generador-de-ideas-para-ebooks');
    expect(paths).toContain('/es/404');
    // Home, 14 tools and the 404, each in two languages.
    expect(paths).toHaveLength(32);
    const locs = site.sitemap().map((e) => e.loc);
    expect(locs).toHaveLength(30);
    expect(locs.some((l) => l.includes('404'))).toBe(false);
  });
});
