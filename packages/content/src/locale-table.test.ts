import { describe, expect, it } from 'vitest';
import { FORMAT_LOCALES } from './formatters.js';
import {
  appLangParams,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_TABLE,
  LOCALES,
  localeOfTag,
  otherLocales,
} from './locale-table.js';
import { localeFromPath, normalizePath } from './routes.js';

describe('the locale table', () => {
  it('lists English first, as the default without a path prefix, then Spanish', () => {
    expect(LOCALES).toEqual(['en', 'es']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(LOCALE_TABLE[DEFAULT_LOCALE].pathPrefix).toBe('');
  });

  it('gives every other language a prefix of its own and its own manifest', () => {
    const prefixes = otherLocales(DEFAULT_LOCALE).map((l) => LOCALE_TABLE[l].pathPrefix);
    expect(prefixes).toEqual(['/es']);
    expect(new Set(LOCALES.map((l) => LOCALE_TABLE[l].manifest)).size).toBe(LOCALES.length);
  });

  it('derives the formatters’ tags from its rows', () => {
    expect(FORMAT_LOCALES).toEqual({ en: 'en-US', es: 'es-419' });
  });

  it('reads a browser tag by its primary subtag', () => {
    expect(localeOfTag('es-MX')).toBe('es');
    expect(localeOfTag('EN-gb')).toBe('en');
    expect(localeOfTag('fr-FR')).toBeNull();
    expect(isLocale('es')).toBe(true);
    expect(isLocale('toString')).toBe(false);
  });

  it('hands off lang=es from Spanish and nothing from English or an unknown language', () => {
    expect(appLangParams('es')).toEqual({ lang: 'es' });
    expect(appLangParams('en')).toEqual({});
    expect(appLangParams('fr')).toEqual({});
    expect(appLangParams(undefined)).toEqual({});
  });

  it('reads paths by the prefixes', () => {
    expect(localeFromPath('/es')).toBe('es');
    expect(localeFromPath('/escape')).toBe('en');
    expect(normalizePath('/es')).toBe('/es/');
  });
});
