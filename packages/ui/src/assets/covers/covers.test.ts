import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COVER_IMAGE_IDS, COVER_IMAGE_SRC, COVER_IMAGE_SVGS } from './covers';

const here = dirname(fileURLToPath(import.meta.url));

describe('the image files of cover templates 1-4', () => {
  it.each(COVER_IMAGE_IDS)('cover-%i.svg is byte for byte the artwork the bundle ships', (id) => {
    const file = readFileSync(join(here, `cover-${id}.svg`), 'utf8');
    expect(file).toBe(`${COVER_IMAGE_SVGS[id]}\n`);
  });

  it.each(COVER_IMAGE_IDS)('cover-%i is a well-formed 2:3 SVG image', (id) => {
    const doc = new DOMParser().parseFromString(COVER_IMAGE_SVGS[id], 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const svg = doc.documentElement;
    expect(svg.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 200 300');
    expect(Number(svg.getAttribute('height')) / Number(svg.getAttribute('width'))).toBe(1.5);
  });

  it('are four different pictures', () => {
    expect(new Set(COVER_IMAGE_IDS.map((id) => COVER_IMAGE_SVGS[id])).size).toBe(4);
  });

  it.each(COVER_IMAGE_IDS)('cover-%i decodes from its data URI back to the artwork', (id) => {
    const src = COVER_IMAGE_SRC[id];
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    // Characters that would end or corrupt the URI are escaped.
    expect(src.slice('data:image/svg+xml,'.length)).not.toMatch(/[#<>"\n]/);
    const decoded = decodeURIComponent(src.slice('data:image/svg+xml,'.length));
    expect(decoded).toBe(COVER_IMAGE_SVGS[id].replace(/\n/g, '').replace(/"/g, "'"));
  });
});
