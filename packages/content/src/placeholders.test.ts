import { describe, expect, it } from 'vitest';
import { formatMessage, type PlaceholderName } from './placeholders.js';

describe('formatMessage', () => {
  it('fills each placeholder with its value, numbers written as digits', () => {
    expect(formatMessage('Show {count} more countries', { count: 22 })).toBe(
      'Show 22 more countries',
    );
    expect(formatMessage('{current} of {total}', { current: 2, total: 11 })).toBe('2 of 11');
    expect(formatMessage('Review on {platform}', { platform: 'Amazon' })).toBe('Review on Amazon');
  });

  it('fills every occurrence of a placeholder, in any order', () => {
    expect(formatMessage('{n}/{total}, {n} again', { total: 3, n: 1 })).toBe('1/3, 1 again');
  });

  it('leaves text without placeholders untouched', () => {
    expect(formatMessage('No placeholders here', {})).toBe('No placeholders here');
  });

  it('keeps a placeholder that has no value as written, never "undefined"', () => {
    const template: string = 'Ahorras un {percent} % en {name}';
    expect(formatMessage(template, { percent: 29 })).toBe('Ahorras un 29 % en {name}');
  });

  it('never reads inherited properties as values', () => {
    const template: string = '{constructor} {toString}';
    expect(formatMessage(template, {})).toBe('{constructor} {toString}');
  });

  it('inserts values literally, even ones that look like replacement patterns', () => {
    expect(formatMessage('{price}', { price: '$& $1 $$' })).toBe('$& $1 $$');
    expect(formatMessage('{a}{b}', { a: '{b}', b: 'x' })).toBe('{b}x');
  });

  it.each([
    ['', ''],
    ['Ahorras un ', ' %'],
    ['$', '.00'],
    ['(', ')'],
    ['line\n', '\ttab'],
  ])('replaces the placeholder between %j and %j and leaves that text alone', (before, after) => {
    const template: string = `${before}{value}${after}`;
    expect(formatMessage(template, { value: 7 })).toBe(`${before}7${after}`);
    expect(formatMessage(template, { value: 'x' })).toBe(`${before}x${after}`);
  });

  it('names the placeholders of a literal template in its type', () => {
    const names: PlaceholderName<'{current} of {total}'>[] = ['current', 'total'];
    expect(names).toHaveLength(2);
    // @ts-expect-error `total` is missing: a literal template needs every value.
    expect(formatMessage('{current} of {total}', { current: 1 })).toBe('1 of {total}');
    // @ts-expect-error `count` is not a placeholder of this template.
    expect(formatMessage('{current}', { current: 1, count: 2 })).toBe('1');
  });
});
