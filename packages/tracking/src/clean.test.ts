import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanValue, MAX_VALUE_LENGTH } from './clean.js';

describe('cleanValue', () => {
  it('trims surrounding whitespace', () => {
    expect(cleanValue('  spring_sale \n')).toBe('spring_sale');
  });

  it('strips control characters, bidi overrides and zero-width spaces inside the value', () => {
    expect(cleanValue('goo\u0000gle\u0007\u009b')).toBe('google');
    expect(cleanValue('news\u202eletter\u2066')).toBe('newsletter');
    expect(cleanValue('\ufeffa\u200bb\u2028c')).toBe('abc');
  });

  it('keeps letters of any script and joiners used by emoji', () => {
    expect(cleanValue('campaña_otoño')).toBe('campaña_otoño');
    expect(cleanValue('👩\u200d💻')).toBe('👩\u200d💻');
  });

  it('drops lone surrogates', () => {
    expect(cleanValue('a\ud800b')).toBe('ab');
  });

  it(`caps values at ${MAX_VALUE_LENGTH} code units`, () => {
    expect(cleanValue('x'.repeat(500))).toBe('x'.repeat(MAX_VALUE_LENGTH));
  });

  it('never cuts an emoji in half at the cap', () => {
    const value = `${'x'.repeat(MAX_VALUE_LENGTH - 1)}😀`;
    expect(cleanValue(value)).toBe('x'.repeat(MAX_VALUE_LENGTH - 1));
  });

  it('returns undefined for empty, blank or non-string values', () => {
    for (const value of ['', '   ', '\u0000\u0001', null, undefined, 42, {}, ['a']]) {
      expect(cleanValue(value)).toBeUndefined();
    }
  });

  it('always returns a short, trimmed, well-formed string or undefined, and is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 600 }), fc.anything()), (raw) => {
        const clean = cleanValue(raw);
        if (clean === undefined) return;
        expect(clean.length).toBeGreaterThan(0);
        expect(clean.length).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
        expect(clean).toBe(clean.trim());
        // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting their absence
        expect(clean).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
        expect(encodeURIComponent(clean)).toBeTypeOf('string');
        expect(cleanValue(clean)).toBe(clean);
      }),
    );
  });
});
