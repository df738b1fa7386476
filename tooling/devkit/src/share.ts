import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ShareImage } from '@landing/site-config/ssr';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

const require = createRequire(import.meta.url);

/**
 * The text face of the cards: Inter, under the name the sites' theme gives it
 * (packages/ui/src/theme/fontFace.ts), as static WOFF files, since satori reads no WOFF2.
 */
const FONT_NAME = 'Inter Variable';
const FONT_WEIGHTS = [400, 600, 700, 800] as const;

async function loadFonts() {
  return Promise.all(
    FONT_WEIGHTS.map(async (weight) => ({
      name: FONT_NAME,
      weight,
      style: 'normal' as const,
      data: await readFile(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
    })),
  );
}

/** Versions that change how the same card is drawn: part of every cache key. */
function rendererVersions(): string {
  const version = (name: string) =>
    (require(`${name}/package.json`) as { version: string }).version;
  return `satori@${version('satori')} resvg@${version('@resvg/resvg-js')} inter@${version('@fontsource/inter')}`;
}

export interface ShareImageStats {
  /** Images written to the site. */
  written: number;
  /** Of those, how many came from the cache. */
  cached: number;
  milliseconds: number;
}

/**
 * Draws every page's Open Graph image into `dist` (SVG by satori, PNG by resvg), each cached in
 * `cacheDir` under the hash of its markup and the renderer versions: a rebuild redraws only the
 * cards whose words or design changed (docs/ARCHITECTURE.md "Share images and icons").
 */
export async function writeShareImages(
  images: ShareImage[],
  dist: string,
  cacheDir: string,
): Promise<ShareImageStats> {
  const started = performance.now();
  const versions = rendererVersions();
  let fonts: Awaited<ReturnType<typeof loadFonts>> | undefined;
  let cached = 0;
  await mkdir(cacheDir, { recursive: true });
  // One at a time: satori and resvg are synchronous CPU work, so parallel promises gain nothing.
  for (const image of images) {
    const key = createHash('sha256').update(versions).update(image.markup).digest('hex');
    const cacheFile = join(cacheDir, `${key.slice(0, 32)}.png`);
    let png: Uint8Array | undefined = await readFile(cacheFile).catch(() => undefined);
    if (png) {
      cached += 1;
    } else {
      fonts ??= await loadFonts();
      const svg = await satori(image.card as Parameters<typeof satori>[0], {
        width: image.width,
        height: image.height,
        fonts,
      });
      png = new Resvg(svg, { fitTo: { mode: 'width', value: image.width } }).render().asPng();
      await writeFile(cacheFile, png);
    }
    const target = join(dist, image.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, png);
  }
  return { written: images.length, cached, milliseconds: Math.round(performance.now() - started) };
}

/** The sizes of the PNG icons every site ships beside its SVG favicon. */
export const ICON_SIZES = {
  'favicon-32.png': 32,
  'apple-touch-icon.png': 180,
  'icon-192.png': 192,
  'icon-512.png': 512,
} as const;

/**
 * The PNG icons, drawn from the site's SVG mark (`public/favicon.svg`). The apple-touch-icon is
 * drawn square (no rounded corners): iOS rounds it itself and would show the cut corners black.
 */
export function drawIcons(svg: string): Array<{ file: string; png: Buffer }> {
  return Object.entries(ICON_SIZES).map(([file, size]) => {
    const source = file === 'apple-touch-icon.png' ? svg.replace(/ rx="[^"]*"/, '') : svg;
    return { file, png: drawPng(source, size) };
  });
}

const drawPng = (svg: string, size: number): Buffer =>
  new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();

/** The sizes inside `/favicon.ico`: a tab, a taskbar, a desktop shortcut. */
export const FAVICON_ICO_SIZES = [16, 32, 48] as const;

/**
 * `/favicon.ico`, which browsers, feed readers and crawlers still request whatever the page links:
 * an ICO holding one PNG per size (the form every client since Windows Vista reads). Its layout: a
 * 6-byte header (reserved, type 1 = icon, count), a 16-byte entry per image (width, height,
 * colours, reserved, planes, bits per pixel, byte length, offset), then the images.
 */
export function faviconIco(svg: string): Buffer {
  const images = FAVICON_ICO_SIZES.map((size) => ({ size, png: drawPng(svg, size) }));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}
