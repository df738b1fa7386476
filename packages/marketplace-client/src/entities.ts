// docs/PRODUCT.md §7.11 ("decode HTML entities in text"): titles arrive HTML-escaped from the marketplace.
// Decoding is plain string work so a title can never become markup (docs/ARCHITECTURE.md "The one data call").

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  iexcl: '\u00a1',
  iquest: '\u00bf',
  ordf: '\u00aa',
  ordm: '\u00ba',
  middot: '\u00b7',
  bull: '\u2022',
  deg: '\u00b0',
  euro: '\u20ac',
  szlig: '\u00df',
};

// Accented letters are composed rather than listed: `&eacute;` is `e` + U+0301 in NFC. Each mark is
// limited to the letters whose HTML entity exists, so `&xacute;` stays as written.
const MARKS: Record<string, [mark: string, letters: string]> = {
  acute: ['\u0301', 'aeiouy'],
  grave: ['\u0300', 'aeiou'],
  circ: ['\u0302', 'aeiou'],
  uml: ['\u0308', 'aeiouy'],
  tilde: ['\u0303', 'ano'],
  cedil: ['\u0327', 'c'],
};

const ENTITY = /&(?:#(\d+)|#[xX]([\da-fA-F]+)|([A-Za-z]+));/g;

function fromCodePoint(codePoint: number, original: string): string {
  // Left as written: NUL, controls, surrogates and anything past U+10FFFF are not characters a
  // title can carry.
  const isControl = codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f);
  const isSurrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
  return isControl || isSurrogate || codePoint > 0x10ffff
    ? original
    : String.fromCodePoint(codePoint);
}

function fromName(name: string, original: string): string {
  // Own keys only: `&constructor;` must not reach Object.prototype.
  if (Object.hasOwn(NAMED, name)) return NAMED[name]!;
  const accented = /^([A-Za-z])(acute|grave|circ|uml|tilde|cedil)$/.exec(name);
  if (!accented) return original;
  const [, letter = '', markName = ''] = accented;
  const [mark, letters] = MARKS[markName] ?? ['', ''];
  return letters.includes(letter.toLowerCase()) ? (letter + mark).normalize('NFC') : original;
}

/**
 * Decodes named (`&amp;`, `&ntilde;`, `&rsquo;`…), decimal (`&#39;`) and hex (`&#x2019;`) entities
 * in one pass, so `&amp;lt;` becomes `&lt;`, not `<`. Unknown names, entities without the closing
 * `;` and invalid code points are left as written.
 *
 * @param text Text as the marketplace sends it.
 * @returns The decoded text; never markup, only characters.
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(ENTITY, (original, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return fromName(name, original);
    const codePoint = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    return fromCodePoint(codePoint, original);
  });
}
