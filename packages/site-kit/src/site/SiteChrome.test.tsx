import { LEGAL_KEYS, type Locale, pathOf, type SiteId } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteChrome } from './SiteChrome';

/** A page of a site in a language, as the prerender writes it, in the document. */
function renderPage(
  locale: Locale,
  site: SiteId = 'ebook',
  paths: Record<Locale, string> = { en: '/', es: '/es/' },
): void {
  document.body.innerHTML = renderToString(
    <SiteChrome
      site={site}
      appUrl="https://app.example"
      messages={locale === 'es' ? es : en}
      locale={locale}
      paths={paths}
    >
      <h1>page</h1>
    </SiteChrome>,
  );
}

/** The header's call to action of a page in a language, as the prerender writes it. */
function headerCta(locale: Locale): URL {
  renderPage(locale);
  const link = within(within(document.body).getByRole('banner'))
    .getAllByRole('link')
    .find((a) => a.getAttribute('href')?.startsWith('https://app.example/register?'));
  return new URL(link!.getAttribute('href')!);
}

describe('given the site frame', () => {
  it.each([
    ['/es/', '#faq'],
    ['/es/politica-de-privacidad', '/es/#faq'],
  ])(
    'links a page at %s to the FAQ with %s, so the landing keeps its query (an ad’s UTM)',
    (path, href) => {
      renderPage('es', 'ebook', { en: '/', es: path });
      const banner = within(document.body).getByRole('banner');
      const label = (links: readonly { anchor: string; label: string }[]) =>
        links.find((link) => link.anchor === 'faq')!.label;
      const inHeader = within(banner).getAllByRole('link', {
        name: label(es.common.header.links.ebook),
      });
      expect(inHeader).toHaveLength(2); // the bar's and the menu's
      for (const link of inHeader) expect(link).toHaveAttribute('href', href);
      const footer = within(document.body).getByRole('contentinfo');
      expect(
        within(footer).getByRole('link', { name: label(es.common.footer.links.ebook) }),
      ).toHaveAttribute('href', href);
    },
  );

  it("hands the header's call to action off with lang=es from a Spanish page (docs/PRODUCT.md §2.7)", () => {
    expect(Object.fromEntries(headerCta('es').searchParams)).toEqual({
      lang: 'es',
      source: 'homepage',
      action: es.common.header.cta.ebook.action,
    });
  });

  it("hands the header's call to action off without lang from an English page", () => {
    expect(headerCta('en').searchParams.has('lang')).toBe(false);
  });
});

describe.each([
  ['en', en],
  ['es', es],
] as const)('given the site frame in %s', (locale, t) => {
  it.each(['ebook', 'author'] as const)(
    'lists the five legal pages of the %s site in the footer, then the cookie settings button',
    (site) => {
      renderPage(locale, site);
      const footer = within(document.body).getByRole('contentinfo');
      const legal = within(footer).getByRole('navigation', { name: t.common.footer.legalHeading });
      const links = within(legal).getAllByRole('link');
      expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
        LEGAL_KEYS.map((key) => [t.common.footer.legal[key], pathOf(site, key, locale)]),
      );
      const button = within(legal).getByRole('button', {
        name: t.common.footer.legal.cookieSettings,
      });
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('data-consent-open');
    },
  );

  it('gives a site without legal pages (the example site) the cookie settings alone', () => {
    renderPage(locale, 'example');
    const footer = within(document.body).getByRole('contentinfo');
    const legal = within(footer).getByRole('navigation', { name: t.common.footer.legalHeading });
    expect(within(legal).queryAllByRole('link')).toEqual([]);
    expect(
      within(legal).getByRole('button', { name: t.common.footer.legal.cookieSettings }),
    ).toHaveAttribute('data-consent-open');
  });

  it(`links Log in to the app's log-in page ${locale === 'es' ? 'with' : 'without'} lang=es, in the same tab`, () => {
    renderPage(locale);
    const logins = within(within(document.body).getByRole('banner')).getAllByRole('link', {
      name: t.common.header.login,
    });
    // One copy in the bar (wide screens), one in the phone menu; CSS shows one of them.
    expect(logins).toHaveLength(2);
    for (const login of logins) {
      expect(login).toHaveAttribute(
        'href',
        locale === 'es' ? 'https://app.example/login?lang=es' : 'https://app.example/login',
      );
      expect(login).not.toHaveAttribute('target');
    }
  });
});
