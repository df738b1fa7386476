import type { Locale } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteChrome } from './SiteChrome';

/** The header's call to action of a page in a language, as the prerender writes it. */
function headerCta(locale: Locale): URL {
  document.body.innerHTML = renderToString(
    <SiteChrome
      site="ebook"
      appUrl="https://app.example"
      messages={locale === 'es' ? es : en}
      locale={locale}
      paths={{ en: '/', es: '/es/' }}
    >
      <h1>page</h1>
    </SiteChrome>,
  );
  const link = within(within(document.body).getByRole('banner'))
    .getAllByRole('link')
    .find((a) => a.getAttribute('href')?.startsWith('https://app.example/register?'));
  return new URL(link!.getAttribute('href')!);
}

describe('given the site frame', () => {
  it("hands the header's call to action off with lang=es from a Spanish page (docs/PRODUCT.md §2.7)", () => {
    expect(Object.fromEntries(headerCta('es').searchParams)).toEqual({
      lang: 'es',
      source: 'homepage',
      action: es.common.header.cta.action,
    });
  });

  it("hands the header's call to action off without lang from an English page", () => {
    expect(headerCta('en').searchParams.has('lang')).toBe(false);
  });
});
