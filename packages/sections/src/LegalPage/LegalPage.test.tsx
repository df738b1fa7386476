import {
  formatLongDate,
  LEGAL_FACTS,
  LEGAL_KEYS,
  type LegalFacts,
  type LegalKey,
  LOCALES,
  type Locale,
  type Messages,
  pathOf,
} from '@landing/content';
import { COOKIES } from '@landing/content/cookies';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { CONSENT_MAX_AGE_MS, TRACKING_STORAGE_KEY } from '@landing/tracking';
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatCookieDuration, LegalPage, type LegalPageProps } from './LegalPage.js';

const config = {
  appUrl: 'https://app.example.com',
  apiBaseUrl: 'https://api.example.com',
  coverBaseUrl: 'https://cdn.example.com/covers/',
  imageBaseUrl: 'https://cdn.example.com/images',
};

const MESSAGES: Record<Locale, Messages> = { en, es: es as Messages };

/** Every fact given, as a deploy sets them: no placeholder left. */
const FULL_FACTS: LegalFacts = {
  operator: {
    brand: 'Inkwell AI',
    legalName: 'Tinta Digital S.L.',
    address: ['Calle del Prado 12', '28014 Madrid, Spain'],
    registry: 'Registro Mercantil de Madrid, tomo 40000, folio 1, hoja M-700000',
    taxId: 'B00000000',
    email: 'legal@tinta.test',
  },
  privacyContact: 'dpo@tinta.test',
  pricesIncludeVat: true,
  hosting: { name: 'Alojamientos Norte GmbH', roles: ['hosting'], country: 'DE', transfer: null },
  processors: [
    {
      name: 'Google Ireland Limited',
      roles: ['tagManager', 'analytics', 'advertising', 'video'],
      country: 'IE',
      transfer: 'dpf',
    },
    { name: 'Vimeo.com, Inc.', roles: ['video'], country: 'US', transfer: 'scc' },
  ],
  serverLogDays: 14,
  jurisdiction: { law: 'ES', courts: 'Juzgados y Tribunales de Madrid' },
  accessibility: {
    status: 'partial',
    reviewedOn: '2026-11-20',
    method: 'selfAssessment',
    answerDays: 10,
  },
};

/** What a fully specified page says, in each language. */
const FULL_WORDS = {
  en: {
    vat: 'Prices shown on these websites include VAT.',
    countries: ['Germany', 'Ireland', 'United States'],
    transfers: [
      'None: the data stays in the European Economic Area',
      en.legal.facts.transfer.dpf,
      en.legal.facts.transfer.scc,
    ],
    roles:
      'Tag manager (Google Tag Manager), visit statistics (Google Analytics), advertising measurement (Google Ads), and demo video player',
    logs: 'Server logs, with your IP address: 14 days, then they are deleted.',
    consent: 'Your cookie choice (landing_consent): 182 days in your browser',
    law: 'These terms are governed by the law of Spain.',
    courts: 'disputes with us go to these courts: Juzgados y Tribunales de Madrid.',
    status: en.legal.facts.status.partial,
    method: 'Self-assessment by our own team',
    answer: 'Within 10 working days',
    answerText: 'We will answer within 10 working days',
  },
  es: {
    vat: 'Los precios que aparecen en estos sitios web incluyen el IVA.',
    countries: ['Alemania', 'Irlanda', 'Estados Unidos'],
    transfers: [
      'Ninguna: los datos no salen del Espacio Económico Europeo',
      es.legal.facts.transfer.dpf,
      es.legal.facts.transfer.scc,
    ],
    roles:
      'Gestor de etiquetas (Google Tag Manager), estadísticas de visitas (Google Analytics), medición de la publicidad (Google Ads) y reproductor de los videos de demostración',
    logs: 'Los registros del servidor, con tu dirección IP: 14 días; después se borran.',
    consent: 'Tu elección sobre las cookies (landing_consent): 182 días en tu navegador',
    law: 'Estos términos se rigen por la legislación de España.',
    courts: 'se resuelven ante estos tribunales: Juzgados y Tribunales de Madrid.',
    status: es.legal.facts.status.partial,
    method: 'Autoevaluación de nuestro propio equipo',
    answer: 'En un plazo de 10 días hábiles',
    answerText: 'Te responderemos en un plazo de 10 días hábiles',
  },
} as const;

/** The marked placeholders on the page: `<mark>` elements. */
const marks = () => [...document.querySelectorAll('mark')].map((mark) => mark.textContent);

const props = (page: LegalKey, locale: Locale = 'en'): LegalPageProps => ({
  page,
  copy: MESSAGES[locale].legal,
  locale,
  site: 'ebook',
  config,
});

describe.each(LEGAL_KEYS)('given the %s page', (page) => {
  it.each(LOCALES)('opens with its title as the h1, the date and h2 sections in %s', (locale) => {
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
  });

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

  it('links the data-protection contact and authority, and the operator’s address', () => {
    const { unmount } = render(<LegalPage {...props('legalNotice')} />);
    for (const link of screen.getAllByRole('link', { name: LEGAL_FACTS.operator.email })) {
      expect(link).toHaveAttribute('href', `mailto:${LEGAL_FACTS.operator.email}`);
    }
    unmount();
    render(<LegalPage {...props('privacy')} />);
    const contacts = screen.getAllByRole('link', { name: LEGAL_FACTS.privacyContact });
    expect(contacts.length).toBeGreaterThanOrEqual(2);
    for (const link of contacts) {
      expect(link).toHaveAttribute('href', `mailto:${LEGAL_FACTS.privacyContact}`);
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
  it.each(LOCALES)(
    'shows one table row per entry of the cookie list, with every column, in %s',
    (locale) => {
      const table = MESSAGES[locale].legal.cookieTable;
      render(<LegalPage {...props('cookies', locale)} />);
      const grid = screen.getByRole('table', { name: table.caption });
      expect(
        within(grid)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(Object.values(table.columns));
      const rows = within(grid).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(COOKIES.length);
      expect(
        within(grid)
          .getAllByRole('rowheader')
          .map((th) => th.textContent),
      ).toEqual(COOKIES.map((entry) => entry.name));
      COOKIES.forEach((entry, index) => {
        const cells = within(rows[index]!)
          .getAllByRole('cell')
          .map((td) => td.textContent);
        expect(cells[1], entry.id).toBe(table.rows[entry.id]);
        expect(cells[3], entry.id).toBe(table.kinds[entry.kind]);
        expect(cells[4], entry.id).toBe(table.consents[entry.purpose]);
        expect(cells[0], entry.id).toContain(table.owners[entry.owner]);
        if (entry.domain !== 'site') expect(cells[0], entry.id).toContain(entry.domain);
      });
      expect(TRACKING_STORAGE_KEY).toBe('landing_tracking');
      // The table scrolls sideways on a phone in a region the keyboard can reach.
      const region = screen.getByRole('region', { name: table.caption });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(region).toContainElement(grid);
    },
  );

  it.each([
    ['en', ['2 years', '2 years', '3 months', '13 months', '1 day', '6 months']],
    ['es', ['2 años', '2 años', '3 meses', '13 meses', '1 día', '6 meses']],
  ] as const)('writes each lifetime in words in %s', (locale, expected) => {
    const copy = MESSAGES[locale].legal;
    const days = (n: number) =>
      formatCookieDuration({ duration: { days: n }, kind: 'cookie' }, copy, locale);
    expect([days(730), days(730), days(90), days(390), days(1), days(180)]).toEqual(expected);
    expect(days(182)).toBe(locale === 'en' ? '182 days' : '182 días');
    expect(
      formatCookieDuration({ duration: 'session', kind: 'sessionStorage' }, copy, locale),
    ).toBe(copy.cookieTable.durations.tab);
    expect(formatCookieDuration({ duration: 'session', kind: 'cookie' }, copy, locale)).toBe(
      copy.cookieTable.durations.session,
    );
    expect(
      formatCookieDuration({ duration: 'untilCleared', kind: 'localStorage' }, copy, locale),
    ).toBe(copy.cookieTable.durations.untilCleared);
  });

  it('keeps the cookie choice as long as the consent code does', () => {
    const consent = COOKIES.find((entry) => entry.id === 'consent');
    expect(consent?.duration).toEqual({ days: CONSENT_MAX_AGE_MS / 86_400_000 });
    render(<LegalPage {...props('cookies')} />);
    expect(document.body.textContent).toContain('landing_consent) for 182 days');
  });

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
    expect(terms).toEqual([
      'Company',
      'Registered address',
      'Registry entry',
      'Tax ID',
      'Email',
      'VAT',
    ]);
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(values).toEqual([
      '[To set: Company legal name]',
      '[To set: Registered office: street, postal code, city and country]',
      '[To set: Commercial registry and entry]',
      '[To set: Tax ID (NIF or VAT number)]',
      LEGAL_FACTS.operator.email,
      '[To set: Whether prices include VAT]',
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

describe('given facts still to be set (the placeholders of LEGAL_FACTS)', () => {
  it.each([
    ['en', '[To set: Company legal name]', '[To set: Days the host keeps server logs]'],
    ['es', '[Por definir: Company legal name]', '[Por definir: Days the host keeps server logs]'],
  ] as const)('marks each one as a placeholder in %s', (locale, legalName, logs) => {
    const { unmount } = render(<LegalPage {...props('legalNotice', locale)} />);
    expect(marks()).toContain(legalName);
    expect(screen.getByText(legalName).tagName).toBe('MARK');
    unmount();
    render(<LegalPage {...props('privacy', locale)} />);
    expect(marks()).toContain(logs);
  });

  it.each(LEGAL_KEYS.filter((key) => key !== 'cookies'))(
    'marks at least one on the %s page, and only inside <mark>',
    (page) => {
      render(<LegalPage {...props(page)} />);
      expect(marks().length).toBeGreaterThan(0);
      // No bare "[To set" outside a mark.
      const outside = [...document.querySelectorAll('p, li, dd, h3')].filter(
        (el) => el.textContent?.includes('[To set') && !el.querySelector('mark'),
      );
      expect(outside).toEqual([]);
    },
  );
});

describe.each(LOCALES)('given every fact (a deploy with no placeholder) in %s', (locale) => {
  const words = FULL_WORDS[locale];
  const full = (page: LegalKey) => <LegalPage {...props(page, locale)} facts={FULL_FACTS} />;

  it('shows no placeholder mark on any page', () => {
    for (const page of LEGAL_KEYS) {
      const { unmount } = render(full(page));
      expect(marks(), page).toEqual([]);
      expect(document.body.textContent, page).not.toMatch(/\[(?:To set|Por definir)/);
      unmount();
    }
  });

  it('states the operator, the registry, the tax ID and the VAT statement on the legal notice', () => {
    render(full('legalNotice'));
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(values).toEqual([
      'Tinta Digital S.L.',
      'Calle del Prado 1228014 Madrid, Spain',
      FULL_FACTS.operator.registry,
      'B00000000',
      'legal@tinta.test',
      words.vat,
    ]);
    for (const link of screen.getAllByRole('link', { name: 'legal@tinta.test' })) {
      expect(link).toHaveAttribute('href', 'mailto:legal@tinta.test');
    }
    expect(screen.getByRole('link', { name: 'dpo@tinta.test' })).toHaveAttribute(
      'href',
      'mailto:dpo@tinta.test',
    );
    expect(document.body.textContent).toContain('Kindle Direct Publishing (KDP)');
  });

  it('names each processor, what it does, its country and its transfer basis on the privacy policy', () => {
    render(full('privacy'));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Alojamientos Norte GmbH',
      'Google Ireland Limited',
      'Vimeo.com, Inc.',
    ]);
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    for (const country of words.countries) expect(values).toContain(country);
    for (const transfer of words.transfers) expect(values).toContain(transfer);
    expect(values).toContain(words.roles);
  });

  it('gives the retention periods in days and links the data-protection contact', () => {
    render(full('privacy'));
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain(words.logs);
    expect(items.some((item) => item?.startsWith(words.consent))).toBe(true);
    for (const link of screen.getAllByRole('link', { name: 'dpo@tinta.test' })) {
      expect(link).toHaveAttribute('href', 'mailto:dpo@tinta.test');
    }
    expect(screen.getByRole('link', { name: MESSAGES[locale].legal.aepd.label })).toBeVisible();
  });

  it('names the governing law and the courts on the terms', () => {
    render(full('terms'));
    const text = document.body.textContent ?? '';
    expect(text).toContain(words.law);
    expect(text).toContain(words.courts);
    expect(text).toContain('Amazon.com, Inc.');
  });

  it('states the accessibility status, review date, method and answer time', () => {
    render(full('accessibility'));
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(values).toEqual([
      words.status,
      formatLongDate('2026-11-20', locale),
      words.method,
      words.answer,
    ]);
    expect(screen.getByText(formatLongDate('2026-11-20', locale))).toHaveAttribute(
      'dateTime',
      '2026-11-20',
    );
    expect(document.body.textContent).toContain(words.answerText);
  });
});
