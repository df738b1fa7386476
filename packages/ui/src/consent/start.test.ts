import { describe, expect, it } from 'vitest';
import { preferredLang } from './start';

describe('preferredLang', () => {
  it('takes the first of the two site languages in the browser’s order', () => {
    expect(preferredLang(['es-419', 'en-US'])).toBe('es');
    expect(preferredLang(['fr-FR', 'en-GB', 'es'])).toBe('en');
    expect(preferredLang(['ES-mx'])).toBe('es');
  });

  it('is null when neither appears, or the list is empty', () => {
    expect(preferredLang(['fr', 'de-DE'])).toBeNull();
    expect(preferredLang([])).toBeNull();
  });
});
