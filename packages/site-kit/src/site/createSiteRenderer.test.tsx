import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSiteRenderer } from './createSiteRenderer';
import { SiteChrome, type SiteFrameProps } from './SiteChrome';

const frame = (props: SiteFrameProps) => (
  <SiteChrome site="ebook" appUrl="https://app.example" {...props} />
);

const site = createSiteRenderer({
  site: 'ebook',
  siteUrl: 'https://books.example',
  messages: { en, es },
  frame,
  page: (route, locale, messages) => (
    <h1>
      {route.key} in {locale}: {messages.common.brand}
    </h1>
  ),
  notFound: (locale) => <h1>404 in {locale}</h1>,
});

describe('createSiteRenderer', () => {
  it('renders a route of the table in the language of its path', () => {
    const page = site.render('/es/redactor-de-emails-ia');
    expect(page).toMatchObject({ status: 200, lang: 'es' });
    expect(page.body).toContain('emailWriter<!-- --> in <!-- -->es<!-- -->: <!-- -->Inkwell AI');
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
    expect(paths).toContain('/es/aviso-legal');
    // Home, 14 tools, 5 legal pages and the 404, each in two languages.
    expect(paths).toHaveLength(42);
    const locs = site.sitemap().map((e) => e.loc);
    expect(locs).toHaveLength(40);
    expect(locs.some((l) => l.includes('404'))).toBe(false);
  });
});

describe('given a site with no 404 page of its own', () => {
  const example = createSiteRenderer({
    site: 'example',
    siteUrl: 'https://example.example',
    messages: { en, es },
    frame: (props) => <SiteChrome site="example" appUrl="https://app.example" {...props} />,
    page: () => <h1>home</h1>,
  });

  /** The rendered body, in the document, as a person would meet it. */
  const show = (pathname: string) => {
    document.body.innerHTML = example.render(pathname).body;
    return within(document.body);
  };

  it('serves the shared 404 page in the site’s frame, linking home in the page’s language', () => {
    expect(example.render('/es/nada')).toMatchObject({ status: 404, lang: 'es' });
    const page = show('/es/nada');
    const main = within(page.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(es.common.notFound.heading);
    expect(main.getByRole('link', { name: es.common.notFound.homeLink })).toHaveAttribute(
      'href',
      '/es/',
    );
  });

  it('points the 404’s language links at the home page of each language', () => {
    const page = show('/missing');
    const [header] = page.getAllByRole('navigation', { name: en.common.languageSwitcher.label });
    expect(within(header!).getByRole('link', { name: /Español/ })).toHaveAttribute('href', '/es/');
  });

  it('lists the site’s home page and 404 only, in both languages', () => {
    expect(example.prerenderPaths()).toEqual(['/', '/es/', '/404', '/es/404']);
    expect(example.sitemap().map((entry) => entry.loc)).toEqual([
      'https://example.example/',
      'https://example.example/es/',
    ]);
  });
});
