import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { designTokens } from './design-tokens';
import { tokenVar } from './tokenNames';

type Tree = { [key: string]: unknown };

/** The leaves of a token tree by path: a DTCG token is a leaf, as is a contract's string. */
const leaves = (node: unknown, path: string[] = []): Array<[string[], unknown]> =>
  typeof node !== 'object' || node === null || '$value' in node
    ? [[path, node]]
    : Object.entries(node as Tree).flatMap(([key, child]) => leaves(child, [...path, key]));

describe('the CSS names of the tokens', () => {
  it('are readable and unhashed: the token path, joined with hyphens', () => {
    expect(vars.color.brand).toBe('var(--ui-color-brand)');
    expect(vars.color.inkMuted).toBe('var(--ui-color-inkMuted)');
    expect(vars.space[4]).toBe('var(--ui-space-4)');
    expect(vars.fontSize['2xl']).toBe('var(--ui-fontSize-2xl)');
  });

  it('name every token of design.tokens.json by its path there, and nothing else', () => {
    // Breakpoints are media query widths, which a custom property cannot set.
    const exported = leaves(designTokens())
      .map(([path]) => path)
      .filter(([group]) => group !== 'breakpoint');
    const contract = leaves(vars);
    expect(contract.map(([path]) => path.join('.')).sort()).toEqual(
      exported.map((path) => path.join('.')).sort(),
    );
    for (const [path, value] of contract) expect(value, path.join('.')).toBe(tokenVar(path));
  });
});
