import { describe, expect, it } from 'vitest';
import { GLYPH_WIDTH, layoutText, type TextFit, wrapWords } from './layoutText';

const fit: TextFit = { width: 120, size: 20, minSize: 10, maxLines: 3, font: 'sans' };
const maxChars = (size: number, f: TextFit = fit) =>
  Math.floor(f.width / (size * GLYPH_WIDTH[f.font ?? 'sans'] * (f.widthFactor ?? 1)));

describe('wrapWords', () => {
  it('fills each line greedily without splitting words', () => {
    expect(wrapWords('The Salt Road Letters', 10)).toEqual(['The Salt', 'Road', 'Letters']);
  });

  it('breaks a word that is longer than a whole line', () => {
    expect(wrapWords('Supercalifragilistic', 8)).toEqual(['Supercal', 'ifragili', 'stic']);
  });

  it('ignores extra spaces', () => {
    expect(wrapWords('  one   two  ', 20)).toEqual(['one two']);
  });
});

describe('layoutText', () => {
  it('keeps the preferred size when the title fits', () => {
    expect(layoutText('Grit', fit)).toEqual({ size: 20, lines: ['Grit'] });
  });

  it('shrinks a long title until it fits the line limit', () => {
    const title = 'The Garden of Lost Letters by the Old Harbour';
    const layout = layoutText(title, fit);
    expect(layout.size).toBeLessThan(20);
    expect(layout.size).toBeGreaterThanOrEqual(10);
    expect(layout.lines.length).toBeLessThanOrEqual(3);
    expect(layout.lines.join(' ')).toBe(title);
    for (const line of layout.lines) expect(line.length).toBeLessThanOrEqual(maxChars(layout.size));
  });

  it('ends with an ellipsis when even the smallest size cannot hold the title', () => {
    const title =
      'A very long title that keeps going and going well past anything a cover can hold';
    const layout = layoutText(title, { ...fit, maxLines: 2 });
    expect(layout.size).toBe(10);
    expect(layout.lines).toHaveLength(2);
    expect(layout.lines[1]?.endsWith('…')).toBe(true);
    for (const line of layout.lines) expect(line.length).toBeLessThanOrEqual(maxChars(10));
  });

  it('prefers a smaller size to breaking a word in the middle', () => {
    const layout = layoutText('Extraordinarily', { width: 100, size: 20, minSize: 8, maxLines: 2 });
    expect(layout.lines).toEqual(['Extraordinarily']);
  });

  it('accounts for wider upper-case glyphs and letter spacing', () => {
    const plain = layoutText('THE SALT ROAD LETTERS', { ...fit, minSize: 20, maxLines: 6 });
    const wide = layoutText('THE SALT ROAD LETTERS', {
      ...fit,
      minSize: 20,
      maxLines: 6,
      widthFactor: 1.2,
      letterSpacing: 2,
    });
    expect(wide.lines.length).toBeGreaterThan(plain.lines.length);
  });

  it('gives one empty line for an empty title', () => {
    expect(layoutText('   ', fit)).toEqual({ size: 20, lines: [''] });
  });
});
