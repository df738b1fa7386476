import { describe, expect, it } from 'vitest';
import { en } from './locales/en/index.js';
import { en as pseudo } from './pseudo/en.js';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoLocalize, pseudoString } from './pseudo-locale.js';

/** Every string of a tree, by its path. */
function strings(tree: unknown, path = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[path, tree]];
  if (tree !== null && typeof tree === 'object') {
    return Object.entries(tree).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  }
  return [];
}

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();

describe('the pseudo-locale', () => {
  it('accents, lengthens and brackets a string, keeping its placeholders', () => {
    const out = pseudoString('Show {count} more countries');
    expect(out.startsWith(PSEUDO_OPEN) && out.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(out).toContain('{count}');
    expect(out).toMatch(/^⟦Šĥóŵ \{count\} móřé çóúñťříéš /);
    expect(out.length).toBeGreaterThanOrEqual(
      Math.round('Show {count} more countries'.length * 1.4),
    );
  });

  it('leaves what is not words as it is', () => {
    for (const value of [
      '45,000+',
      '{price}',
      'https://stripe.com/global',
      '/cookies',
      '#2563EB',
    ]) {
      expect(pseudoString(value)).toBe(value);
    }
  });

  it('has the shape of English, its placeholders, and its data values', () => {
    const english = strings(en);
    const translated = new Map(strings(pseudo));
    expect([...translated.keys()]).toEqual(english.map(([path]) => path));
    for (const [path, text] of english) {
      const out = translated.get(path) as string;
      expect(placeholders(out), path).toEqual(placeholders(text));
      if (/\.(id|icon|href|anchor|route|related|event|action|colour|brand|lang|code)$/.test(path)) {
        expect(out, path).toBe(text);
      }
    }
  });

  it('keeps numbers and booleans', () => {
    expect(pseudoLocalize({ n: 3, ok: true, label: 'Done' })).toEqual({
      n: 3,
      ok: true,
      label: pseudoString('Done'),
    });
  });
});
