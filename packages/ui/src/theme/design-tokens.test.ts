import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { designTokens } from './design-tokens';
import { tokens } from './tokens';

type Node = { [key: string]: unknown };
const leaves = (node: Node, path: string[] = []): Array<[string, Node]> =>
  '$value' in node
    ? [[path.join('.'), node]]
    : Object.entries(node).flatMap(([key, child]) => leaves(child as Node, [...path, key]));

describe('the design tokens export', () => {
  const exported = designTokens() as Node;

  it('is what design.tokens.json holds (regenerate with pnpm --filter @landing/ui run tokens)', () => {
    const file = join(import.meta.dirname, '../../design.tokens.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(exported);
  });

  it('has every token of the theme, each with a $type and a $value', () => {
    const paths = leaves(exported).map(([path]) => path);
    for (const [groupName, values] of Object.entries(tokens)) {
      for (const name of Object.keys(values)) expect(paths).toContain(`${groupName}.${name}`);
    }
    for (const [path, token] of leaves(exported)) {
      expect(typeof token.$type, path).toBe('string');
      expect(token.$value, path).toBeDefined();
    }
  });

  it('writes colours as sRGB components with their hex, and a shadow with its colour alpha', () => {
    expect((exported.color as Node).brand).toEqual({
      $type: 'color',
      $value: { colorSpace: 'srgb', components: [0.3569, 0.1294, 0.7137], hex: '#5b21b6' },
      $description: expect.stringMatching(/^\d+(\.\d)?:1 on surface/),
    });
    expect(((exported.shadow as Node).md as Node).$value).toEqual({
      color: {
        colorSpace: 'srgb',
        components: [0.0667, 0.0941, 0.1529],
        alpha: 0.1,
        hex: '#111827',
      },
      offsetX: { value: 0, unit: 'px' },
      offsetY: { value: 4, unit: 'px' },
      blur: { value: 12, unit: 'px' },
      spread: { value: 0, unit: 'px' },
    });
    expect(((exported.fontSize as Node).md as Node).$value).toEqual({ value: 1, unit: 'rem' });
    expect(((exported.easing as Node).standard as Node).$value).toEqual([0.2, 0, 0, 1]);
  });
});
