/**
 * Reads a marketplace price strictly (docs/PRODUCT.md §3.1 and §5.3: a string parsed to a
 * number; junk must never show as `$0.00`, docs/ARCHITECTURE.md "The one data call").
 *
 * Accepted: a finite number ≥ 0, or a string that is a plain decimal with an optional leading `$`
 * and surrounding spaces (`"4.99"`, `" 12 "`, `"$0"`, `"14.50"`). Everything else is `null`,
 * including `""`, `"abc"`, `"1e3"`, `"-1"`, `".5"`, `"5."`, `NaN`, `Infinity` and `"4,99"`: a
 * comma is a decimal mark in Spanish and a thousands separator in English, so it cannot be read
 * safely. No upper bound is applied: the $999 of docs/PRODUCT.md §5.3 is a marketing claim, not a filter.
 *
 * @param value The `price` field as received.
 * @returns The price, or `null` when none can be shown.
 */
export function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') {
    // `+ 0` turns -0 into 0.
    return Number.isFinite(value) && value >= 0 ? value + 0 : null;
  }
  if (typeof value !== 'string') return null;
  const match = /^\$?(\d+(?:\.\d+)?)$/.exec(value.trim());
  if (!match) return null;
  const price = Number(match[1]);
  return Number.isFinite(price) ? price : null;
}
