import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { TEXT_FACE, TEXT_FONT_STACK, textFontFaceRule } from './fontFace.js';

/** The code points of a CSS `unicode-range` list (`U+0041`, `U+0000-00FF`; no wildcards here). */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!match) throw new Error(`Not a unicode-range item: "${part}"`);
    const from = Number.parseInt(match[1]!, 16);
    const to = match[2] ? Number.parseInt(match[2], 16) : from;
    for (let point = from; point <= to; point += 1) points.add(point);
  }
  return points;
}

/** The Latin subset's range as fontsource publishes it beside the file both faces come from. */
const fontsourceLatin = (): Set<number> => {
  const require = createRequire(import.meta.url);
  const table = JSON.parse(
    readFileSync(require.resolve('@fontsource-variable/inter/unicode.json'), 'utf8'),
  ) as Record<string, string>;
  return codePoints(table.latin!);
};

describe('the text face (fontFace.ts)', () => {
  const core = codePoints(TEXT_FACE.core.unicodeRange);
  const rest = codePoints(TEXT_FACE.rest.unicodeRange);

  it('splits fontsource’s Latin range into the core and the rest, with no character in both', () => {
    expect([...core].filter((point) => rest.has(point))).toEqual([]);
    expect([...new Set([...core, ...rest])].sort((a, b) => a - b)).toEqual(
      [...fontsourceLatin()].sort((a, b) => a - b),
    );
  });

  it('gives the core’s family one file, and the rest a family of its own next in the stack', () => {
    // Chromium resolves every face of the text's family for each size and weight, a stand-in font
    // for a face not loaded: the rest in the core's family cost half the first layout.
    const faces = [
      ...textFontFaceRule('./fonts').matchAll(
        /font-family:'([^']+)'[^}]*url\(\.\/fonts\/([^)]+)\)/g,
      ),
    ];
    expect(faces.map(([, family, file]) => `${family}: ${file}`)).toEqual([
      `${TEXT_FACE.family}: ${TEXT_FACE.core.file}`,
      `${TEXT_FACE.restFamily}: ${TEXT_FACE.rest.file}`,
    ]);
    expect(TEXT_FONT_STACK.startsWith(`'${TEXT_FACE.family}', '${TEXT_FACE.restFamily}', `)).toBe(
      true,
    );
  });
});
