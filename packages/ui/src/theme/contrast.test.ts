import { describe, expect, it } from 'vitest';
import { COLOR_PAIRS, colorPairRatios, contrastRatio } from './contrast';
import { tokens } from './tokens';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5b21b6', '#5b21b6')).toBe(1);
  });

  it('matches a published reference: #767676 on white is 4.54:1, the lightest grey that passes AA', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => contrastRatio('rgb(0 0 0)', '#ffffff')).toThrow(/not a #rrggbb colour/);
  });
});

describe('the colour pairs the components use', () => {
  it('each reaches WCAG AA for body text (4.5:1)', () => {
    const failing = colorPairRatios().filter(({ ratio }) => ratio < 4.5);
    expect(failing).toEqual([]);
  });

  it('name only colour tokens that exist', () => {
    for (const { text, background } of COLOR_PAIRS) {
      expect(tokens.color[text], text).toMatch(/^#[0-9a-f]{6}$/);
      expect(tokens.color[background], background).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('the card palette', () => {
  it('carries white text at WCAG AA (4.5:1) on every colour', () => {
    const failing = Object.entries(tokens.palette).filter(
      ([, hex]) => contrastRatio('#ffffff', hex) < 4.5,
    );
    expect(failing).toEqual([]);
  });
});
