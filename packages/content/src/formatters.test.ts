import { describe, expect, it, vi } from 'vitest';
import {
  createBookPriceFormatter,
  FORMAT_LOCALES,
  formatLongDate,
  formatNumber,
  formatPercent,
  formatPrice,
  localizeClaim,
} from './formatters.js';

// Intl puts a no-break space between "USD" and the amount; compare what a reader sees.
const visible = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatPrice', () => {
  it('prints US dollars with two decimals in English', () => {
    expect(formatPrice(16.99, 'en')).toBe('$16.99');
    expect(formatPrice(19, 'en')).toBe('$19.00');
    expect(formatPrice(999, 'en')).toBe('$999.00');
    expect(formatPrice(1234.5, 'en')).toBe('$1,234.50');
  });

  it('defaults to English', () => {
    expect(formatPrice(23.97)).toBe('$23.97');
  });

  it('prints an unmistakable USD amount in Spanish, grouped without a comma', () => {
    expect(visible(formatPrice(16.99, 'es'))).toBe('USD 16.99');
    expect(visible(formatPrice(999, 'es'))).toBe('USD 999.00');
    expect(visible(formatPrice(1234.5, 'es'))).toBe('USD 1234.50');
    expect(visible(formatPrice(12345.5, 'es'))).toBe('USD 12 345.50');
    // No break inside a price: "USD" and the groups stay on one line.
    expect(formatPrice(12345.5, 'es')).toBe('USD\u00a012\u00a0345.50');
  });

  it('rounds to cents', () => {
    expect(formatPrice(16.994, 'en')).toBe('$16.99');
    expect(formatPrice(16.995, 'en')).toBe('$17.00');
  });

  it('prints a free book as zero dollars, but nothing for a price that is not a number', () => {
    expect(formatPrice(0, 'en')).toBe('$0.00');
    expect(formatPrice(Number.NaN, 'en')).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY, 'es')).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups thousands with a comma in English, like the CLAIMS strings', () => {
    expect(formatNumber(45000, 'en')).toBe('45,000');
    expect(formatNumber(6000, 'en')).toBe('6,000');
    expect(formatNumber(1403)).toBe('1,403');
  });

  it('never groups with a comma in Spanish: four digits stay whole, then a no-break space', () => {
    expect(formatNumber(6000, 'es')).toBe('6000');
    expect(formatNumber(2500, 'es')).toBe('2500');
    expect(formatNumber(45000, 'es')).toBe('45\u00a0000');
    expect(formatNumber(350000, 'es')).toBe('350\u00a0000');
    expect(formatNumber(1234567.891, 'es')).toBe('1\u00a0234\u00a0567.89');
    expect(formatNumber(-12345, 'es')).toBe('-12\u00a0345');
  });

  it('keeps at most two decimals', () => {
    expect(formatNumber(4.9, 'es')).toBe('4.9');
    expect(formatNumber(29.456, 'en')).toBe('29.46');
  });

  it('returns an empty string for non-finite numbers', () => {
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('formatPercent', () => {
  it('writes the sign after the number in English and after a no-break space in Spanish', () => {
    expect(formatPercent(85)).toBe('85%');
    expect(formatPercent(85, 'en')).toBe('85%');
    expect(formatPercent(85, 'es')).toBe('85\u00a0%');
    expect(formatPercent(12.5, 'es')).toBe('12.5\u00a0%');
  });

  it('gives an empty string for a number that is not finite', () => {
    expect(formatPercent(Number.NaN, 'es')).toBe('');
  });
});

describe('formatLongDate', () => {
  it('prints a long US-English date by default (docs/PRODUCT.md §7.11)', () => {
    expect(formatLongDate(new Date(Date.UTC(2025, 0, 5)))).toBe('January 5, 2025');
  });

  it('prints a long Spanish date', () => {
    expect(formatLongDate(new Date(Date.UTC(2025, 0, 5)), 'es')).toBe('5 de enero de 2025');
  });

  it('reads the calendar day in UTC, whatever the machine’s time zone', () => {
    // 23:30 UTC is already the next day east of Greenwich and still this day west of it.
    expect(formatLongDate('2025-01-05T23:30:00Z')).toBe('January 5, 2025');
    expect(formatLongDate('2025-01-05T00:15:00Z', 'es')).toBe('5 de enero de 2025');
  });

  it('does not slip to the previous day on a machine west of Greenwich', async () => {
    const previous = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      // A fresh module, so no formatter built under the machine's own zone is reused.
      vi.resetModules();
      const fresh = await import('./formatters.js');
      expect(fresh.formatLongDate(new Date(Date.UTC(2025, 0, 5)))).toBe('January 5, 2025');
      expect(fresh.formatLongDate('2025-01-05T00:15:00Z', 'es')).toBe('5 de enero de 2025');
    } finally {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    }
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatLongDate('2024-12-31')).toBe('December 31, 2024');
    expect(formatLongDate(Date.UTC(2024, 1, 29), 'es')).toBe('29 de febrero de 2024');
  });

  it('returns an empty string for an invalid date instead of throwing', () => {
    expect(formatLongDate('not a date')).toBe('');
    expect(formatLongDate(new Date(Number.NaN), 'es')).toBe('');
  });
});

describe('FORMAT_LOCALES', () => {
  it('pins one BCP 47 locale per site language', () => {
    expect(FORMAT_LOCALES).toEqual({ en: 'en-US', es: 'es-419' });
  });
});

describe('createBookPriceFormatter', () => {
  it('writes US dollars for the page language, "free" for 0 and nothing for an unknown price', () => {
    const en = createBookPriceFormatter('en', { free: 'Free', price: '{price}' });
    const es = createBookPriceFormatter('es', { free: 'Gratis', price: '{price}' });
    expect(en(12.99)).toBe('$12.99');
    expect(en(1234.5)).toBe('$1,234.50');
    expect(en(0)).toBe('Free');
    expect(en(null)).toBeNull();
    expect(en(Number.NaN)).toBeNull();
    expect(es(12.99)?.replace(/\s/g, ' ')).toBe('USD 12.99');
    expect(es(0)).toBe('Gratis');
  });

  it('puts the amount into the price template', () => {
    const en = createBookPriceFormatter('en', { free: 'Free', price: 'only {price}' });
    expect(en(4)).toBe('only $4.00');
  });
});

describe('localizeClaim', () => {
  it('writes the numbers of a CLAIMS string the way formatNumber does', () => {
    expect(localizeClaim('45,000+', 'es')).toBe('45\u00a0000+');
    expect(localizeClaim('2,500+', 'es')).toBe('2500+');
    expect(localizeClaim('1,403', 'es')).toBe('1403');
    expect(localizeClaim('4.9/5', 'es')).toBe('4.9/5');
    expect(localizeClaim(6000, 'es')).toBe('6000');
  });

  it('leaves English claims as written', () => {
    for (const claim of ['45,000+', '2,500+', '4.9/5', '100+', '10-20%']) {
      expect(localizeClaim(claim, 'en')).toBe(claim);
    }
    expect(localizeClaim(6000, 'en')).toBe('6,000');
  });
});
