import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  copyServerOnlyAssets,
  inlineStylesheets,
  missingAssets,
  renderSitemap,
} from './prerender.js';

describe('renderSitemap', () => {
  it('escapes URLs and lists alternates', () => {
    const xml = renderSitemap([
      {
        loc: 'https://x.test/?a=1&b=2',
        alternates: [
          { hreflang: 'en', href: 'https://x.test/' },
          { hreflang: 'x-default', href: 'https://x.test/' },
        ],
      },
    ]);
    expect(xml).toContain('<loc>https://x.test/?a=1&amp;b=2</loc>');
    expect(xml).toContain('hreflang="x-default"');
    expect(xml.startsWith('<?xml')).toBe(true);
  });
});

describe('inlineStylesheets', () => {
  const distWith = async (css: string) => {
    const dist = await mkdtemp(join(tmpdir(), 'inline-css-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'assets/index-abc.css'), css);
    return dist;
  };
  const template =
    '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><link rel="icon" href="/favicon.svg"></head>';

  it('replaces the stylesheet link with its CSS, so nothing blocks the first paint', async () => {
    const dist = await distWith('body{color:red}a[href$="$&"]{x:y}');
    expect(await inlineStylesheets(template, dist)).toBe(
      '<head><style>body{color:red}a[href$="$&"]{x:y}</style><link rel="icon" href="/favicon.svg"></head>',
    );
  });

  it('refuses CSS that would close the style element', async () => {
    const dist = await distWith('a::after{content:"</style><script>"}');
    await expect(inlineStylesheets(template, dist)).rejects.toThrow(/cannot be inlined/);
  });
});

describe('the drawings only the server render refers to', () => {
  const builds = async () => {
    const root = await mkdtemp(join(tmpdir(), 'server-assets-'));
    const dist = join(root, 'dist');
    const server = join(root, 'dist-server');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await mkdir(join(server, 'assets'), { recursive: true });
    await writeFile(join(dist, 'assets/cover-5-a1.svg'), 'client copy');
    await writeFile(join(server, 'assets/cover-5-a1.svg'), 'server copy');
    await writeFile(join(server, 'assets/pdf-pages-b2.svg'), '<svg/>');
    await writeFile(join(server, 'assets/entry-server-c3.js'), 'export {}');
    return { dist, server };
  };

  it('are copied into the deploy; server scripts and files the client already wrote are not', async () => {
    const { dist, server } = await builds();
    expect(await copyServerOnlyAssets(server, dist)).toEqual(['pdf-pages-b2.svg']);
    expect((await readdir(join(dist, 'assets'))).sort()).toEqual([
      'cover-5-a1.svg',
      'pdf-pages-b2.svg',
    ]);
    expect(await readFile(join(dist, 'assets/cover-5-a1.svg'), 'utf8')).toBe('client copy');
  });

  it('are named when a page refers to one the build did not write', async () => {
    const { dist } = await builds();
    const html =
      '<img src="/assets/cover-5-a1.svg"><svg><use href="/assets/pdf-pages-b2.svg#modern"/></svg>' +
      '<style>a{background:url(/assets/missing-d4.png)}</style><a href="/assets-page">x</a>';
    expect(await missingAssets(html, dist)).toEqual([
      'assets/missing-d4.png',
      'assets/pdf-pages-b2.svg',
    ]);
  });
});
