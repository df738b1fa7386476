import { describe, expect, it } from 'vitest';
import { preferredLang } from './language';

describe('preferredLang', () => {
  it('reads the primary subtag of the browser’s first language', () => {
    expect(preferredLang('es-419')).toBe('es');
    expect(preferredLang('ES-mx')).toBe('es');
    expect(preferredLang('en-GB')).toBe('en');
    expect(preferredLang('en')).toBe('en');
  });

  it('is null for any other language', () => {
    expect(preferredLang('fr-FR')).toBeNull();
    expect(preferredLang('eu')).toBeNull();
    expect(preferredLang('')).toBeNull();
  });
});
