import { describe, expect, it } from 'vitest';
import { coverSvg, escapeMarkup, htmlPage, PLACEHOLDER_ILLUSTRATION } from './markup.js';

describe('escapeMarkup', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeMarkup(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});

describe('coverSvg', () => {
  it('sets the title over at most 5 lines, cutting a long one with an ellipsis', () => {
    const svg = coverSvg(
      'A Very Long Title That Keeps Going Well Past What Any Cover Could Hold In Five Lines',
      10,
    );
    const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]);
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)?.endsWith('…')).toBe(true);
    for (const line of lines) expect(line?.length).toBeLessThanOrEqual(14);
  });

  it('escapes the title in the text and in <title>', () => {
    const svg = coverSvg('<script>&', 0);
    expect(svg).toContain('<title>&lt;script&gt;&amp;</title>');
    expect(svg).not.toContain('<script>');
  });
});

describe('PLACEHOLDER_ILLUSTRATION', () => {
  it('is a plain 3:2 picture with a generic title and no text to print a file name with', () => {
    expect(PLACEHOLDER_ILLUSTRATION).toMatch(
      /^<svg [^>]*viewBox="0 0 1200 800"><title>Illustration<\/title>/,
    );
    expect(PLACEHOLDER_ILLUSTRATION).not.toContain('<text');
  });
});

describe('htmlPage', () => {
  it('escapes the page title and declares the language and charset', () => {
    const html = htmlPage('A & B', '<p>x</p>');
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8">/);
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<main><p>x</p></main>');
  });
});
