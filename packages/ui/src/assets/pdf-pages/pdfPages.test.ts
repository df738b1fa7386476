import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PDF_TEMPLATE_KEYS } from '../../components/PdfTemplatePreview/pages';
import { PDF_PAGES_SRC } from './pdfPages';
import { pdfPagesFile } from './pdfPagesFile';

const file = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'pdf-pages.svg'), 'utf8');

describe('the sprite of the PDF sample pages', () => {
  it('is the drawing of pages.tsx (else run `pnpm run draw` in packages/ui)', () => {
    expect(file).toBe(pdfPagesFile());
  });

  it('is well-formed and holds one A4 symbol per template key', () => {
    const doc = new DOMParser().parseFromString(file, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const symbols = [...doc.getElementsByTagName('symbol')];
    expect(symbols.map((s) => s.id)).toEqual([...PDF_TEMPLATE_KEYS]);
    for (const symbol of symbols) expect(symbol.getAttribute('viewBox')).toBe('0 0 210 297');
  });

  it('paints only with the colours a card sets, never a class of the page', () => {
    expect(file).not.toMatch(/class=/);
    const colours = new Set([...file.matchAll(/var\((--[a-z-]+)\)/g)].map((m) => m[1]));
    expect([...colours].sort()).toEqual([
      '--pdf-accent',
      '--pdf-primary',
      '--pdf-secondary',
      '--pdf-text',
    ]);
  });

  it('is served from its own URL', () => {
    expect(PDF_PAGES_SRC).toMatch(/pdf-pages\.svg$/);
  });
});
