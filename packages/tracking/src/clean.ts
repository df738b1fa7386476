/**
 * Longest value, in UTF-16 code units, that any tracking field or registration parameter keeps.
 * UTM values and host names are short in practice; 200 leaves room for long campaign names while
 * keeping the registration URL well under the ~2,000 characters some proxies and analytics tools
 * still truncate at.
 */
export const MAX_VALUE_LENGTH = 200;

// C0/C1 controls, lone surrogates, zero-width spaces, directional marks and bidi overrides/isolates
// (which can disguise a value in a dashboard), line/paragraph separators and the BOM. ZWNJ and ZWJ
// stay: scripts and emoji sequences need them.
const UNSAFE = /[\p{Cc}\p{Cs}\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/gu;

/**
 * Cleans an untrusted value for the tracking record (docs/PRODUCT.md §3.7, docs/ARCHITECTURE.md "Tracking"): strips
 * control and invisible formatting characters, trims, caps at {@link MAX_VALUE_LENGTH} without
 * splitting a surrogate pair, and returns `undefined` for anything that is not a non-empty string.
 */
export function cleanValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  let text = value.replace(UNSAFE, '').trim();
  if (text.length > MAX_VALUE_LENGTH) {
    const last = text.charCodeAt(MAX_VALUE_LENGTH - 1);
    const cut = last >= 0xd800 && last <= 0xdbff ? MAX_VALUE_LENGTH - 1 : MAX_VALUE_LENGTH;
    text = text.slice(0, cut).trimEnd();
  }
  return text === '' ? undefined : text;
}
