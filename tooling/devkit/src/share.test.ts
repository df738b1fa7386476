import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { ShareImage } from '@landing/site-config/ssr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pngSize } from './png.js';
import { drawIcons, FAVICON_ICO_SIZES, faviconIco, ICON_SIZES, writeShareImages } from './share.js';

// A card as satori reads it: the plain element objects JSX makes.
const card = (text: string): ShareImage => ({
  file: `og/${text}.png`,
  width: 1200,
  height: 630,
  card: {
    type: 'div',
    props: {
      style: {
        display: 'flex',
        width: 1200,
        height: 630,
        backgroundColor: '#1e1b4b',
        color: '#fff',
      },
      children: { type: 'div', props: { style: { fontSize: 64 }, children: text } },
    },
  },
  markup: `<div>${text}</div>`,
});

describe('share images', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'share-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('draws each card as a 1200×630 PNG where the page says it is', async () => {
    const stats = await writeShareImages(
      [card('one'), card('two')],
      join(dir, 'dist'),
      join(dir, 'cache'),
    );
    expect(stats).toMatchObject({ written: 2, cached: 0 });
    const one = await readFile(join(dir, 'dist', 'og', 'one.png'));
    const two = await readFile(join(dir, 'dist', 'og', 'two.png'));
    expect(pngSize(one)).toEqual({ width: 1200, height: 630 });
    expect(one.equals(two)).toBe(false);
  });

  it('takes an unchanged card from the cache and redraws a changed one', async () => {
    const cache = join(dir, 'cache');
    await writeShareImages([card('one'), card('two')], join(dir, 'a'), cache);
    const changed = { ...card('two'), markup: '<div>two, reworded</div>' };
    const stats = await writeShareImages([card('one'), changed], join(dir, 'b'), cache);
    expect(stats).toMatchObject({ written: 2, cached: 1 });
    expect(await readFile(join(dir, 'b', 'og', 'one.png'))).toEqual(
      await readFile(join(dir, 'a', 'og', 'one.png')),
    );
  });
});

/**
 * The alpha of a PNG's top-left pixel (8-bit RGBA): in the first row every filter adds zero to the
 * first pixel, so its bytes follow the row's filter byte as they are.
 */
function topLeftAlpha(png: Buffer): number {
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IHDR') expect([png[at + 16], png[at + 17]]).toEqual([8, 6]);
    if (type === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return inflateSync(Buffer.concat(data))[4]!;
}

describe('icons', () => {
  const mark =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#5b21b6"/></svg>';

  it('draws the favicon, the apple-touch-icon and the manifest icons at their sizes', () => {
    const icons = drawIcons(mark);
    expect(
      icons.map((icon) => [icon.file, pngSize(icon.png).width, pngSize(icon.png).height]),
    ).toEqual(Object.entries(ICON_SIZES).map(([file, size]) => [file, size, size]));
  });

  it('fills the apple-touch-icon to its corners (iOS rounds it itself)', () => {
    const icons = drawIcons(mark);
    const alphaAt00 = (file: string) => topLeftAlpha(icons.find((icon) => icon.file === file)!.png);
    expect(alphaAt00('apple-touch-icon.png')).toBe(255);
    expect(alphaAt00('icon-192.png')).toBe(0);
  });

  it('packs the favicon.ico: one PNG per size, each entry pointing at its own image', () => {
    const ico = faviconIco(mark);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([
      0,
      1,
      FAVICON_ICO_SIZES.length,
    ]);
    let end = 6 + 16 * FAVICON_ICO_SIZES.length;
    FAVICON_ICO_SIZES.forEach((size, i) => {
      const entry = 6 + 16 * i;
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      expect(offset).toBe(end);
      const png = ico.subarray(offset, offset + length);
      expect([ico.readUInt8(entry), pngSize(png).width, pngSize(png).height]).toEqual([
        size,
        size,
        size,
      ]);
      end += length;
    });
    expect(ico.length).toBe(end);
  });

  it('reads the size of a PNG and refuses anything else', () => {
    expect(() => pngSize(new Uint8Array(30))).toThrow(/not a PNG/);
  });
});
