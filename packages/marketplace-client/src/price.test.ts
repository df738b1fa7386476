import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePrice } from './price.js';

describe('parsePrice', () => {
  it.each([
    [4.99, 4.99],
    [0, 0],
    [-0, 0],
    [1500, 1500],
    ['4.99', 4.99],
    [' 12 ', 12],
    ['0', 0],
    ['0.00', 0],
    ['14.50', 14.5],
    ['$9.99', 9.99],
    [' $0 ', 0],
    ['007', 7],
  ])('reads %j as %j', (value, expected) => {
    expect(parsePrice(value)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    'TBD',
    '1e3',
    '-1',
    '+1',
    '.5',
    '5.',
    '4,99',
    '1,299.00',
    '$',
    '$ 5',
    '5$',
    '0x10',
    'Infinity',
    'NaN',
    '4.99 USD',
    '9'.repeat(400),
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -1,
    -0.01,
    null,
    undefined,
    true,
    {},
    [4.99],
  ])('gives no price (never 0) for %j', (value) => {
    expect(parsePrice(value)).toBeNull();
  });

  it('never throws and gives null or a finite number ≥ 0', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.string(),
          fc.double(),
          fc.stringMatching(/^\s*\$?[\d.,e+-]*\s*$/),
        ),
        (value) => {
          const price = parsePrice(value);
          if (price !== null) {
            expect(Number.isFinite(price)).toBe(true);
            expect(price).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads back any price written with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        expect(parsePrice((cents / 100).toFixed(2))).toBe(Number((cents / 100).toFixed(2)));
      }),
    );
  });
});
