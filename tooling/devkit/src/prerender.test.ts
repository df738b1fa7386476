import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  copyServerOnlyAssets,
  inlineStylesheets,
  lastCommitDate,
  missingAssets,
  prunePageCss,
  renderSitemap,
  securityTxt,
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

describe('lastCommitDate', () => {
  /** A repository of three commits, a day apart: a.ts, then b.ts, then a.ts again. */
  const history = () => {
    const repo = mkdtempSync(join(tmpdir(), 'lastmod-'));
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: repo,
        env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x.test' },
      });
    git('init', '-q');
    ['a.ts', 'b.ts', 'a.ts'].forEach((file, day) => {
      writeFileSync(join(repo, file), `export const day = ${day};\n`);
      git('add', file);
      const when = `2026-11-0${day + 1}T10:00:00+00:00`;
      execFileSync(
        'git',
        ['-c', 'user.name=t', '-c', 'user.email=t@x.test', 'commit', '-qm', file],
        {
          cwd: repo,
          env: { ...process.env, GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when },
        },
      );
    });
    return repo;
  };

  it('is the date of the newest commit that changed one of the files', async () => {
    const repo = history();
    expect(await lastCommitDate(['b.ts'], repo)).toBe('2026-11-02T10:00:00+00:00');
    expect(await lastCommitDate(['a.ts', 'b.ts'], repo)).toBe('2026-11-03T10:00:00+00:00');
    expect(await lastCommitDate(['b.ts', 'no/such/file.ts'], repo)).toBe(
      '2026-11-02T10:00:00+00:00',
    );
  });

  it('in a shallow clone, is known only where the clone reaches the change', async () => {
    const clone = mkdtempSync(join(tmpdir(), 'lastmod-shallow-'));
    execFileSync('git', ['clone', '-q', '--depth', '2', `file://${history()}`, clone]);
    // a.ts changed in the newest commit, whose parent the clone has: its date is true.
    expect(await lastCommitDate(['a.ts'], clone)).toBe('2026-11-03T10:00:00+00:00');
    // b.ts seems to come from the clone's oldest commit, which may not be where it changed.
    expect(await lastCommitDate(['b.ts'], clone)).toBeUndefined();
  });

  it('is undefined for files no commit has, or outside a git checkout', async () => {
    const repo = history();
    expect(await lastCommitDate(['no/such/file.ts'], repo)).toBeUndefined();
    expect(await lastCommitDate(['x.ts'], mkdtempSync(join(tmpdir(), 'no-git-')))).toBeUndefined();
    expect(await lastCommitDate([], repo)).toBeUndefined();
  });
});

describe('renderSitemap lastmod', () => {
  it('dates an entry when its date is known, and leaves lastmod out otherwise', () => {
    const xml = renderSitemap([
      { loc: 'https://x.test/', alternates: [], lastmod: '2026-11-01T10:00:00+00:00' },
      { loc: 'https://x.test/es/', alternates: [] },
    ]);
    expect(xml).toContain(
      '<loc>https://x.test/</loc>\n    <lastmod>2026-11-01T10:00:00+00:00</lastmod>',
    );
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });
});

describe('securityTxt', () => {
  it('names the contact, expires 180 days after the build, and says where it lives', () => {
    const text = securityTxt(
      'https://x.test',
      'mailto:security@x.test',
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(text).toBe(
      [
        'Contact: mailto:security@x.test',
        'Expires: 2026-06-30T00:00:00Z',
        'Preferred-Languages: en, es',
        'Canonical: https://x.test/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });
});

describe('prunePageCss', () => {
  it('cuts each inlined stylesheet to the classes of the page and the scripts', () => {
    const html = '<style>.a{color:red}.b{color:blue}.c{color:green}</style><div class="a"></div>';
    expect(prunePageCss(html, ['x.classList.add("c")'])).toBe(
      '<style>.a{color:red}.c{color:green}</style><div class="a"></div>',
    );
  });
});
