import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  COVER_TEMPLATE_IDS,
  COVER_TEMPLATES,
  type VectorTemplate,
} from '../../components/CoverTemplatePreview/templates';
import { coverArtFile } from './coverArtFile';
import { COVER_ART_SRC } from './covers';

const here = dirname(fileURLToPath(import.meta.url));
const fileOf = (id: number) => readFileSync(join(here, `cover-${id}.svg`), 'utf8');
const vectors = COVER_TEMPLATES.filter((t): t is VectorTemplate & typeof t => t.kind === 'vector');

describe('the artwork files of the 20 cover templates', () => {
  it.each(vectors.map((t) => [t.id, t.key, t] as const))(
    'cover-%i.svg is the drawing of templates/%s.tsx (else run `pnpm run draw` in packages/ui)',
    (_id, _key, template) => {
      expect(fileOf(template.id)).toBe(coverArtFile(template));
    },
  );

  it.each(COVER_TEMPLATE_IDS)('cover-%i.svg is a well-formed 2:3 SVG image with no text', (id) => {
    const doc = new DOMParser().parseFromString(fileOf(id), 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const svg = doc.documentElement;
    expect(svg.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 200 300');
    expect(Number(svg.getAttribute('height')) / Number(svg.getAttribute('width'))).toBe(1.5);
    // The title and author are set by the preview, in the page's font and language.
    expect(svg.getElementsByTagName('text')).toHaveLength(0);
  });

  it('are twenty different pictures, one URL each', () => {
    expect(new Set(COVER_TEMPLATE_IDS.map(fileOf)).size).toBe(20);
    // A site's build keeps each a file of its own (devkit's assetsInlineLimit); tests may inline.
    expect(new Set(COVER_TEMPLATE_IDS.map((id) => COVER_ART_SRC[id])).size).toBe(20);
  });
});
