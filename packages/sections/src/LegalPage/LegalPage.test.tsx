import {
  formatLongDate,
  LEGAL_FACTS,
  LEGAL_KEYS,
  type LegalKey,
  type Locale,
  type Messages,
  pathOf,
} from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { TRACKING_STORAGE_KEY } from '@landing/tracking';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LegalPage, type LegalPageProps } from './LegalPage.js';

const config = {
  appUrl: 'https://app.example.com',
  apiBaseUrl: 'https://api.example.com',
  coverBaseUrl: 'https://cdn.example.com/covers/',
  imageBaseUrl: 'https://cdn.example.com/images',
};

const MESSAGES: Record<Locale, Messages> = { en, es: es as Messages };

const props = (page: LegalKey, locale: Locale = 'en'): LegalPageProps => ({
  page,
  copy: MESSAGES[locale].legal,
  locale,
  site: 'ebook',
  config,
});

describe.each(LEGAL_KEYS)('given the %s page', (page) => {
  it.each(['en', 'es'] as const)(
    'opens with its title as the h1, the date and h2 sections in %s',
    (locale) => {
      const copy = MESSAGES[locale].legal.pages[page];
      render(<LegalPage {...props(page, locale)} />);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.title);
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
        copy.sections.map((section) => section.heading),
      );
      const date = document.querySelector('time');
      expect(date).toHaveAttribute('dateTime', copy.updated);
      expect(date?.parentElement?.textContent).toBe(
        MESSAGES[locale].legal.lastUpdated.replace('{date}', date?.textContent ?? ''),
      );
      // Every placeholder was filled.
      expect(document.body.textContent).not.toMatch(/\{\w+\}/);
    },
  );

  it('has no axe violations', async () => {
    const { container } = render(<LegalPage {...props(page)} />);
    await expectNoAxeViolations(container);
  });

  it('is static HTML: no island, no script', () => {
    const html = renderToStaticMarkup(<LegalPage {...props(page)} />);
    expect(html).not.toContain('data-island');
    expect(html).not.toContain('<script');
  });
});

describe('given the dates', () => {
  it('prints the update date as the sites print dates, in each language', () => {
    render(<LegalPage {...props('privacy', 'es')} />);
    expect(document.querySelector('time')?.textContent).toBe(
      formatLongDate(es.legal.pages.privacy.updated, 'es'),
    );
    expect(formatLongDate('2026-11-24', 'es')).toBe('24 de noviembre de 2026');
  });
});

describe('given the links in the text', () => {
  it('links the other legal pages of the site in the page’s language', () => {
    render(<LegalPage {...props('legalNotice', 'es')} />);
    for (const key of ['privacy', 'cookies', 'terms', 'accessibility'] as const) {
      expect(screen.getByRole('link', { name: es.legal.links[key] })).toHaveAttribute(
        'href',
        pathOf('ebook', key, 'es'),
      );
    }
  });

  it('links the operator’s address and the data protection authority', () => {
    render(<LegalPage {...props('privacy')} />);
    for (const link of screen.getAllByRole('link', { name: LEGAL_FACTS.operator.email })) {
      expect(link).toHaveAttribute('href', `mailto:${LEGAL_FACTS.operator.email}`);
    }
    expect(screen.getByRole('link', { name: en.legal.aepd.label })).toHaveAttribute(
      'href',
      en.legal.aepd.href,
    );
  });

  it('names the configured app, API and storage hosts', () => {
    render(<LegalPage {...props('privacy')} />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('app.example.com');
    expect(text).toContain('api.example.com');
    // The cover and image bases share a host: named once.
    expect(text.match(/cdn\.example\.com/g)).toHaveLength(1);
    render(
      <LegalPage
        {...props('privacy', 'es')}
        config={{ ...config, imageBaseUrl: 'https://img.example.com/images' }}
      />,
    );
    // Listed as Spanish lists them ("e" before a word starting with "i").
    expect(document.body.textContent).toContain('cdn.example.com e img.example.com');
  });
});

describe('given the cookie policy', () => {
  it.each(['en', 'es'] as const)(
    'lists each storage entry under its name: where, what for and how long, in %s',
    (locale) => {
      render(<LegalPage {...props('cookies', locale)} />);
      const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      expect(names).toEqual(['landing_consent', TRACKING_STORAGE_KEY, 'landing_language_notice']);
      const section = MESSAGES[locale].legal.pages.cookies.sections.find((s) => 'storage' in s);
      const labels = section && 'storage' in section ? section.storage.labels : undefined;
      expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(
        Array(3).fill([labels?.place, labels?.purpose, labels?.duration]).flat(),
      );
    },
  );

  it.each([
    ['en', 'Change cookie settings'],
    ['es', 'Cambiar preferencias de cookies'],
  ] as const)(
    'carries the button the consent script opens the settings from in %s',
    (locale, label) => {
      render(<LegalPage {...props('cookies', locale)} />);
      const button = screen.getByRole('button', { name: label });
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('data-consent-open', '');
    },
  );
});

describe('given the legal notice', () => {
  it('shows every operator detail under its label', () => {
    render(<LegalPage {...props('legalNotice')} />);
    const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual(['Company', 'Registered address', 'Registry entry', 'Tax ID', 'Email']);
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(values).toEqual([
      '[To set: Company legal name]',
      '[To set: Registered office: street, postal code, city and country]',
      '[To set: Commercial registry and entry]',
      '[To set: Tax ID (NIF or VAT number)]',
      LEGAL_FACTS.operator.email,
    ]);
  });

  it('renders the operator it is given', () => {
    render(
      <LegalPage
        {...props('legalNotice')}
        facts={{
          ...LEGAL_FACTS,
          operator: { ...LEGAL_FACTS.operator, legalName: 'Tinta Digital S.L.' },
        }}
      />,
    );
    expect(screen.getByText('Tinta Digital S.L.')).toBeInTheDocument();
  });
});
