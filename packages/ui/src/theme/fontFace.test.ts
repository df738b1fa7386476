import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { TEXT_FACE } from './fontFace.js';

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
});
