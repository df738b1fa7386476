// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FEATURE_ART } from './features.js';
import { STUB_ILLUSTRATIONS } from './index.js';
import { REVIEW_ART } from './reviews.js';

const parse = (svg: string) => {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.documentElement;
};

describe('the stub illustrations', () => {
  it('are the four feature pictures and the twelve review screenshots', () => {
    expect(Object.keys(FEATURE_ART)).toHaveLength(4);
    expect(Object.keys(REVIEW_ART)).toHaveLength(12);
    expect(Object.keys(STUB_ILLUSTRATIONS)).toEqual([
      ...Object.keys(FEATURE_ART),
      ...Object.keys(REVIEW_ART),
    ]);
  });

  it.each([
    ...Object.entries(FEATURE_ART).map(([path, svg]) => [path, svg, '0 0 800 600'] as const),
    ...Object.entries(REVIEW_ART).map(([path, svg]) => [path, svg, '0 0 360 240'] as const),
  ])('%s is a well-formed SVG at the shape its box reserves, under 4 KB', (_path, svg, viewBox) => {
    const root = parse(svg);
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    // Feature sections reserve 4:3 (EbookShowcase), review screenshots 3:2 (EbookTestimonials.css.ts).
    expect(root.getAttribute('viewBox')).toBe(viewBox);
    expect(root.firstElementChild?.tagName).toBe('title');
    expect(Buffer.byteLength(svg)).toBeLessThan(4096);
  });

  it.each(Object.entries(STUB_ILLUSTRATIONS))(
    '%s writes no words: one picture serves both languages',
    (_path, svg) => {
      // Text appears only as part of a drawn thing: chapter numbers, the guide's 7, an @, a price.
      for (const text of parse(svg).getElementsByTagName('text'))
        expect(text.textContent).toMatch(/^[\d@$]+$/);
      expect(svg).not.toContain('<foreignObject');
    },
  );

  it('every <use> points at a shape its own document defines', () => {
    for (const svg of Object.values(STUB_ILLUSTRATIONS)) {
      const root = parse(svg);
      for (const use of root.getElementsByTagName('use')) {
        const id = use.getAttribute('href')?.slice(1);
        expect(id && root.querySelector(`[id="${id}"]`)).toBeTruthy();
      }
    }
  });
});
