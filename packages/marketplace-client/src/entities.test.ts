import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './entities.js';

describe('decodeHtmlEntities', () => {
  it.each([
    ['El Ni&ntilde;o &amp; the Sea', 'El Niño & the Sea'],
    ['Caf&eacute; de Par&iacute;s', 'Café de París'],
    ['It&#39;s About Time', "It's About Time"],
    ['&lt;b&gt;bold&lt;/b&gt;', '<b>bold</b>'],
    ['&quot;Quoted&quot; &apos;single&apos;', `"Quoted" 'single'`],
    ['a&nbsp;b', 'a\u00a0b'],
    ['&aacute;&eacute;&iacute;&oacute;&uacute;', 'áéíóú'],
    ['&Aacute;&Eacute;&Iacute;&Oacute;&Uacute;', 'ÁÉÍÓÚ'],
    ['&ntilde;&Ntilde;&uuml;&Uuml;&ccedil;&Ccedil;', 'ñÑüÜçÇ'],
    ['&agrave;&Egrave;&ocirc;&atilde;&yacute;&yuml;', 'àÈôãýÿ'],
    ['&copy; &reg; &trade;', '© ® ™'],
    ['Wait&hellip; &mdash; &ndash;', 'Wait… — –'],
    ['&lsquo;a&rsquo; &ldquo;b&rdquo;', '‘a’ “b”'],
    ['&iquest;Qui&eacute;n? &iexcl;Ya!', '¿Quién? ¡Ya!'],
    ['&#233;&#x00E9;&#XE9;', 'ééé'],
    ['&#x1F4DA; books', '📚 books'],
  ])('decodes %j', (input, expected) => {
    expect(decodeHtmlEntities(input)).toBe(expected);
  });

  it('decodes in a single pass, so double-escaped text keeps one level', () => {
    expect(decodeHtmlEntities('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;');
  });

  it.each([
    ['unknown names', '&bogus; &xacute; &Zuml;'],
    ['a missing semicolon', 'Fish &amp chips'],
    ['a bare ampersand', 'Salt & Pepper'],
    ['code points past U+10FFFF', '&#x110000; &#99999999999;'],
    ['surrogates and NUL', '&#xD800; &#56320; &#0;'],
    ['control characters', '&#7; &#x9F;'],
    ['names of Object.prototype', '&constructor; &toString; &hasOwnProperty;'],
  ])('leaves %s as written', (_, input) => {
    expect(decodeHtmlEntities(input)).toBe(input);
  });

  it('never throws and never grows text (every entity is longer than what it stands for)', () => {
    const entityish = fc
      .array(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.constantFrom('&', ';', '#', '&#', '&#x', '&amp;', '&eacute;', '&Ntilde;', '&nbsp;'),
          fc.integer({ min: 0, max: 0x11ffff }).map((n) => `&#${n};`),
          fc.integer({ min: 0, max: 0x11ffff }).map((n) => `&#x${n.toString(16)};`),
          fc.stringMatching(/^&[a-zA-Z]{1,8};$/),
        ),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(entityish, (text) => {
        expect(decodeHtmlEntities(text).length).toBeLessThanOrEqual(text.length);
      }),
    );
  });

  it('leaves text without an ampersand unchanged', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).filter((text) => !text.includes('&')),
        (text) => {
          expect(decodeHtmlEntities(text)).toBe(text);
        },
      ),
    );
  });
});
