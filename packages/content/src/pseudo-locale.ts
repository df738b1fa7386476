/**
 * The pseudo-locale: English copy with every letter accented, about 40% longer and bracketed
 * (`Log in` → `⟦Ľóğ íñ ẋẋ⟧`), so a string the copy does not carry (hard-coded English) and a layout
 * that cannot take a longer language both show on the page. Only a test build reads it
 * (docs/ARCHITECTURE.md "Pseudo-locale"); no site publishes it.
 *
 * Values that are not read as text keep their value: names from the shared vocabulary (icons,
 * colours, tool keys, events), ids and anchors, addresses, paths, parameters, dates, colour codes,
 * the brand, and anything without a letter.
 */

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  c: 'ç',
  d: 'ď',
  e: 'é',
  g: 'ğ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ľ',
  n: 'ñ',
  o: 'ó',
  r: 'ř',
  s: 'š',
  t: 'ť',
  u: 'ú',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  G: 'Ğ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ľ',
  N: 'Ñ',
  O: 'Ó',
  R: 'Ř',
  S: 'Š',
  T: 'Ť',
  U: 'Ú',
  W: 'Ŵ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Where a pseudo string starts and ends: a string cut short loses its closing bracket. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** How much longer a pseudo string is than its English: 40%, as German or Finnish often are. */
export const PSEUDO_EXPANSION = 0.4;

// Words of filler, spaced like words, so a longer string wraps as a real one does.
const FILLER = 'ẋáď ŵóřď ľóñğ ťéẋť ľíñé šťřéťçĥ ';

/** Every character the pseudo-locale writes that English never does (a test looks for one). */
export const PSEUDO_MARKS: string = [
  ...new Set([...Object.values(ACCENTED), ...FILLER.replace(/ /g, ''), PSEUDO_OPEN, PSEUDO_CLOSE]),
].join('');

/** Keys whose values are never read as text (see the module's comment). */
const NOT_TEXT = new Set([
  'icon',
  'colour',
  'route',
  'related',
  'event',
  'primaryEvent',
  'primaryAction',
  'action',
  'source',
  'id',
  'anchor',
  'secondaryAnchor',
  'href',
  'path',
  'policyPath',
  'param',
  'key',
  'lang',
  'code',
  'updated',
  'brand',
  // The translation samples are each in their own language, English among them.
  'sample',
]);

const PLACEHOLDER = /(\{\w+\})/;
const NOT_WORDS = /^(?:https?:|mailto:|\/|#[0-9a-f]{3,8}$|[^\s@]+@[^\s@]+$)/i;

/**
 * One string in the pseudo-locale: letters accented, `{placeholders}` kept, filler words added to
 * about 40% more, bracketed. A string without a letter (a number, `{price}`), an address, a path
 * or a colour code is returned as it is.
 */
export function pseudoString(text: string): string {
  const parts = text.split(PLACEHOLDER);
  const words = parts.filter((_, i) => i % 2 === 0).join('');
  if (!/[A-Za-z]/.test(words) || NOT_WORDS.test(text)) return text;
  const accented = parts
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c)))
    .join('');
  // The brackets and the space before the filler count towards the 40%.
  const extra = Math.max(1, Math.ceil(text.length * PSEUDO_EXPANSION) - 3);
  const filler = FILLER.repeat(Math.ceil(extra / FILLER.length) + 1)
    .slice(0, extra)
    .trim();
  return `${PSEUDO_OPEN}${accented}${filler ? ` ${filler}` : ''}${PSEUDO_CLOSE}`;
}

/**
 * A whole tree of copy in the pseudo-locale, the same shape and types: every string under a text
 * key through {@link pseudoString}, every other value as it is.
 */
export function pseudoLocalize<T>(copy: T, key = ''): T {
  if (typeof copy === 'string') {
    return (NOT_TEXT.has(key) ? copy : pseudoString(copy)) as T;
  }
  if (Array.isArray(copy)) return copy.map((item) => pseudoLocalize(item, key)) as T;
  if (copy !== null && typeof copy === 'object') {
    return Object.fromEntries(
      Object.entries(copy).map(([k, value]) => [k, pseudoLocalize(value, k)]),
    ) as T;
  }
  return copy;
}

const PSEUDO_CHARS = new Set(PSEUDO_MARKS);
// An address (an email, a host name, a URL) is the same in every language.
const ADDRESS = /^(?:[^\s@]+@[^\s@]+|(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)*(?::\d+)?(?:\/\S*)?)$/;

/**
 * The check of a string shown in the pseudo-locale (a text, an `alt`, an `aria-label`): `null`
 * when it is the pseudo-locale's (it holds one of {@link PSEUDO_MARKS}), has no Latin letter, is an
 * address, or is one of `allowed` (names no language translates, each exactly as shown); else the
 * string, spaces collapsed, which a component or story wrote itself instead of taking it from the
 * copy. Both pseudo-locale checks use it: a site's pseudo build in the browser
 * (tooling/devkit/src/playwright/pseudo-locale.ts) and the stories'
 * (packages/ui/src/test/stories-pseudo.test.tsx).
 */
export function notPseudoLocalized(text: string, allowed: ReadonlySet<string>): string | null {
  const value = text.replace(/\s+/g, ' ').trim();
  if (!/[A-Za-z]/.test(value) || allowed.has(value)) return null;
  if ([...value].some((c) => PSEUDO_CHARS.has(c))) return null;
  if (ADDRESS.test(value) && /[.:@]/.test(value)) return null;
  return value;
}
