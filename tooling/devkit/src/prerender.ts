import { execFile } from 'node:child_process';
import { copyFile, link, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import { fillTemplate, type ServerEntryModule, type SitemapEntry } from '@landing/site-config/ssr';
import { formatHeadersFile, type HeaderRule, siteHeaderRules } from './headers.js';
import {
  COMPRESSIBLE_EXTENSIONS,
  formatRedirectsFile,
  hostingRules,
  MIN_COMPRESSED_BYTES,
  nginxServerConfig,
  pageFile,
  type VercelOutputConfig,
  vercelOutputConfig,
} from './hosting.js';
import { pruneCss } from './prune-css.js';
import { drawIcons, faviconIco, writeShareImages } from './share.js';
import { loadSites } from './sites.js';

const brotli = promisify(brotliCompress);
const run = promisify(execFile);
const gzip = promisify(gzipCallback);

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * When the newest commit that changed any of `files` (paths from the repository root) was made, as
 * ISO 8601; undefined when that is not known, so a sitemap never claims a date it does not know
 * (the build time would tell crawlers every page changed on every deploy): outside a git checkout,
 * for files no commit has, and in a shallow clone (how most CI and hosts check out) when the
 * newest commit found is a boundary of the clone, whose parent, and so the file's real last
 * change, may be older than the clone reaches.
 */
export async function lastCommitDate(files: string[], cwd: string): Promise<string | undefined> {
  if (files.length === 0) return undefined;
  try {
    const { stdout: top } = await run('git', ['rev-parse', '--show-toplevel'], { cwd });
    const root = top.trim();
    const { stdout } = await run('git', ['log', '-1', '--format=%H %cI', '--', ...files], {
      cwd: root,
    });
    const [hash, date] = stdout.trim().split(' ');
    if (!hash || !date) return undefined;
    return (await shallowBoundaries(root)).has(hash) ? undefined : date;
  } catch {
    return undefined;
  }
}

/** The commits a shallow clone was cut at (`.git/shallow`); none in a full clone. */
async function shallowBoundaries(root: string): Promise<Set<string>> {
  const { stdout } = await run('git', ['rev-parse', '--git-path', 'shallow'], { cwd: root });
  const file = stdout.trim();
  const text = await readFile(isAbsolute(file) ? file : join(root, file), 'utf8').catch(() => '');
  return new Set(text.split('\n').filter(Boolean));
}

/** sitemap.xml with hreflang alternates for every indexable page, and `lastmod` where known. */
export function renderSitemap(entries: Array<SitemapEntry & { lastmod?: string }>): string {
  const urls = entries.map(
    (e) =>
      `  <url>\n    <loc>${escapeXml(e.loc)}</loc>\n${e.lastmod ? `    <lastmod>${escapeXml(e.lastmod)}</lastmod>\n` : ''}${e.alternates
        .map(
          (a) =>
            `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
        )
        .join('\n')}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Puts the site's stylesheets into the page as `<style>` elements, so nothing blocks the first
 * paint on a request of its own (7.6 KB brotli, the whole library: smaller than a second round
 * trip on a phone). The CSP allows inline style (`headers.ts`); the files stay in `assets/`.
 */
export async function inlineStylesheets(template: string, dist: string): Promise<string> {
  const links =
    template.match(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g) ?? [];
  let html = template;
  for (const link of links) {
    const file = link.match(/href="\/(assets\/[^"]+\.css)"/)![1]!;
    const css = await readFile(join(dist, file), 'utf8');
    // A `</style` inside the CSS would end the element early; no stylesheet of ours has one.
    if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style" and cannot be inlined`);
    html = html.replace(link, () => `<style>${css}</style>`);
  }
  return html;
}

/** A page with each inlined stylesheet cut to the rules it can use (`pruneCss`). */
export function prunePageCss(html: string, scripts: string[]): string {
  const STYLE = /<style>([\s\S]*?)<\/style>/g;
  const markup = html.replace(STYLE, '');
  return html.replace(
    STYLE,
    (_, css: string) => `<style>${pruneCss(css, [markup, ...scripts])}</style>`,
  );
}

/**
 * Copies into `dist/assets/` the files only the server render references: a static component's
 * drawing (the PDF sample pages' sprite) is in no client chunk, so the client build never writes it
 * (docs/ARCHITECTURE.md "Drawings are files"). Scripts and source maps of the server bundle stay
 * behind. Returns the names copied.
 */
export async function copyServerOnlyAssets(serverDir: string, dist: string): Promise<string[]> {
  const from = join(serverDir, 'assets');
  const names = await readdir(from).catch(() => [] as string[]);
  const have = new Set(await readdir(join(dist, 'assets')).catch(() => [] as string[]));
  const copied = names.filter((name) => !/\.(m?js|map)$/.test(name) && !have.has(name));
  await mkdir(join(dist, 'assets'), { recursive: true });
  for (const name of copied) await copyFile(join(from, name), join(dist, 'assets', name));
  return copied;
}

/**
 * Every `/assets/…` file a page refers to (`src`, `href`, `url()`) that is not in `dist/`: a page
 * must never ship pointing at a file the deploy lacks, so the build fails on any.
 */
export async function missingAssets(html: string, dist: string): Promise<string[]> {
  const refs = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"#?]+)|url\(\/?(assets\/[^)#?]+)\)/g)].map(
      (m) => (m[1] ?? m[2])!,
    ),
  );
  const present = new Set(await readdir(join(dist, 'assets')).catch(() => [] as string[]));
  return [...refs].filter((ref) => !present.has(ref.slice('assets/'.length))).sort();
}

/** Where a build writes: the published one, or the pseudo-locale's (docs/ARCHITECTURE.md "Pseudo-locale"). */
export interface PrerenderOptions {
  /** The folder the pages go to, from the app's. @default 'dist' */
  outDir?: string;
  /** The server bundle's folder, from the app's. @default 'dist-server' */
  serverDir?: string;
  /**
   * A build no host publishes (the pseudo-locale's): its pages, manifests and icons, and a
   * robots.txt that disallows everything; no sitemap, share images, security.txt or host files.
   * @default false
   */
  unpublished?: boolean;
}

/**
 * Prerenders every route of an app into complete HTML in `dist/`, plus sitemap.xml, robots.txt
 * and the `_headers` file, from the server bundle Vite built into `dist-server/`.
 */
export async function prerenderApp(
  appDir: string,
  {
    outDir = 'dist',
    serverDir: serverFolder = 'dist-server',
    unpublished = false,
  }: PrerenderOptions = {},
): Promise<string[]> {
  const dist = resolve(appDir, outDir);
  const serverDir = resolve(appDir, serverFolder);
  const { entry } = (await import(
    pathToFileURL(join(serverDir, 'entry-server.js')).href
  )) as ServerEntryModule;
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  if (!template.includes('<!--app-body-->')) {
    // dist/index.html is overwritten by the prerendered home page: prerendering twice would
    // fill an already-filled page. The build script always runs `vite build` first.
    throw new Error(`${outDir}/index.html is not the Vite template; run the whole build again.`);
  }
  const written: string[] = [];
  await copyServerOnlyAssets(serverDir, dist);
  const styled = await inlineStylesheets(template, dist);
  // Preload the self-hosted font's core file (`-core-` in its name) so text paints in it from the
  // start: a late swap from the fallback font moves text (CLS) on slow connections. Only the core:
  // the rest of the face loads only for a page with a character outside it
  // (packages/ui/src/theme/fontFace.ts).
  const fonts = (await readdir(join(dist, 'assets'))).filter(
    (f) => f.endsWith('.woff2') && f.includes('-core-'),
  );
  const preloads = fonts
    .map((f) => `<link rel="preload" href="/assets/${f}" as="font" type="font/woff2" crossorigin>`)
    .join('');

  // Every class name a script of the site may set: the CSS a page keeps (pruneCss).
  const scripts = await Promise.all(
    (await readdir(join(dist, 'assets')))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFile(join(dist, 'assets', f), 'utf8')),
  );

  for (const pathname of entry.prerenderPaths()) {
    const page = entry.render(pathname);
    const html = prunePageCss(
      fillTemplate(styled, { ...page, head: preloads + page.head }),
      scripts,
    );
    const missing = await missingAssets(html, dist);
    if (missing.length > 0) {
      throw new Error(`${pathname} refers to files the build did not write: ${missing.join(', ')}`);
    }
    // One file per page, the one every static host serves at the page's URL with no redirect.
    const file = pageFile(pathname);
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), html);
    written.push(file);
  }
  if (unpublished) {
    await writeUnpublishedFiles(entry, dist);
    await rm(serverDir, { recursive: true, force: true });
    return written;
  }

  const sitemap = await Promise.all(
    entry
      .sitemap()
      .map(async (e) => ({ ...e, lastmod: await lastCommitDate(e.sources ?? [], appDir) })),
  );
  const undated = sitemap.filter((e) => e.sources?.length && !e.lastmod).length;
  if (undated > 0) {
    console.log(
      `sitemap: ${undated} of ${sitemap.length} pages without lastmod: their last change is not in this checkout's git history (a shallow clone? \`git fetch --unshallow\` gives each its date)`,
    );
  }
  await writeFile(join(dist, 'sitemap.xml'), renderSitemap(sitemap));
  const shared = await writeShareImages(
    entry.shareImages(),
    dist,
    join(appDir, 'node_modules', '.cache', 'share-images'),
  );
  console.log(
    `share images: ${shared.written} (${shared.cached} from the cache) in ${shared.milliseconds} ms`,
  );
  const mark = await readFile(join(dist, 'favicon.svg'), 'utf8');
  for (const icon of drawIcons(mark)) await writeFile(join(dist, icon.file), icon.png);
  await writeFile(join(dist, 'favicon.ico'), faviconIco(mark));
  for (const file of entry.siteFiles()) {
    await mkdir(dirname(join(dist, file.file)), { recursive: true });
    await writeFile(join(dist, file.file), file.body);
  }
  await mkdir(join(dist, '.well-known'), { recursive: true });
  await writeFile(
    join(dist, '.well-known', 'security.txt'),
    securityTxt(entry.siteUrl, entry.securityContact, new Date()),
  );
  await writeFile(
    join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${entry.siteUrl}/sitemap.xml\n`,
  );
  const site = (await loadSites()).find((s) => s.name === basename(appDir));
  await writeHostFiles({
    dir: dist,
    name: basename(appDir),
    headers: siteHeaderRules(entry.securityOrigins, site?.csp, site?.marketing),
    pages: entry.prerenderPaths(),
  });
  // The server bundle is a build intermediate, never deployed.
  await rm(serverDir, { recursive: true, force: true });
  return written;
}

/** The few files an unpublished build's pages ask for, and a robots.txt that keeps crawlers out. */
async function writeUnpublishedFiles(entry: ServerEntryModule['entry'], dist: string) {
  const mark = await readFile(join(dist, 'favicon.svg'), 'utf8');
  for (const icon of drawIcons(mark)) await writeFile(join(dist, icon.file), icon.png);
  for (const file of entry.siteFiles()) {
    await mkdir(dirname(join(dist, file.file)), { recursive: true });
    await writeFile(join(dist, file.file), file.body);
  }
  await writeFile(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
}

/** How long a security.txt stays valid after the build (RFC 9116 asks for less than a year). */
export const SECURITY_TXT_DAYS = 180;

/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability, from the configuration
 * (`VITE_SECURITY_CONTACT`). It expires {@link SECURITY_TXT_DAYS} days after the build, so a site
 * nobody redeploys stops vouching for a contact nobody may read.
 */
export function securityTxt(siteUrl: string, contact: string, builtAt: Date): string {
  const expires = new Date(builtAt.getTime() + SECURITY_TXT_DAYS * 86_400_000);
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en, es',
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}

export interface HostFilesOptions {
  /** The folder a host publishes (`apps/<site>/dist`, `packages/ui/storybook-static`). */
  dir: string;
  /** The site's name in the nginx block, e.g. `ebook-site`. */
  name: string;
  headers: HeaderRule[];
  /** The route table's paths; the redirects and 404 rules come from them. */
  pages: string[];
}

/**
 * Writes what hosts need beside a built site, all from the same rules (docs/ARCHITECTURE.md "URLs
 * and deployment"): `_headers` and `_redirects` in the folder, `deploy/nginx.conf` next to it (the
 * server's configuration, not a file of the site), Vercel's build output next to it too
 * (`vercelOutputDir`), and the precompressed `.br` and `.gz` files.
 */
export async function writeHostFiles({ dir, name, headers, pages }: HostFilesOptions) {
  const rules = hostingRules(pages);
  await writeFile(join(dir, '_headers'), formatHeadersFile(headers));
  await writeFile(join(dir, '_redirects'), formatRedirectsFile(rules));
  const deploy = join(dirname(dir), 'deploy');
  await mkdir(deploy, { recursive: true });
  await writeFile(
    join(deploy, 'nginx.conf'),
    nginxServerConfig({ name, rules, headers, root: `/srv/${name}` }),
  );
  await writeVercelOutput(dir, vercelOutputConfig({ rules, headers, pages }));
  await precompress(dir);
}

/**
 * Where Vercel looks for a build's output: `.vercel/output/` in the project's root directory,
 * which for a site is its app folder, beside `dist/` (README.md "Deploy").
 */
export const vercelOutputDir = (dir: string) => join(dirname(dir), '.vercel', 'output');

/**
 * Whether a file of the built folder is published on Vercel: not the files other hosts read
 * (`_headers`, `_redirects`), not the precompressed twins (Vercel compresses by itself), not a dot
 * folder of the build (`.vite/`), but `.well-known/`.
 */
export function publishedOnVercel(file: string): boolean {
  const parts = file.split(sep);
  if (parts.some((part) => part.startsWith('.') && part !== '.well-known')) return false;
  if (parts.length === 1 && (file === '_headers' || file === '_redirects')) return false;
  return !file.endsWith('.br') && !file.endsWith('.gz');
}

/**
 * Writes Vercel's Build Output API folder for a built site (`.vercel/output/`, version 3):
 * `config.json` and, in `static/`, the published files, hard-linked where the file system allows
 * (no second copy on disk). Whatever an earlier build left there goes first.
 */
export async function writeVercelOutput(dir: string, config: VercelOutputConfig) {
  const out = vercelOutputDir(dir);
  await rm(out, { recursive: true, force: true });
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .filter(publishedOnVercel);
  for (const file of files) {
    const target = join(out, 'static', file);
    await mkdir(dirname(target), { recursive: true });
    await link(join(dir, file), target).catch(() => copyFile(join(dir, file), target));
  }
  await writeFile(join(out, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside every text file worth compressing, for
 * hosts that serve precompressed files (nginx's `brotli_static` and `gzip_static`, the local
 * server). Returns how many files were compressed.
 */
export async function precompress(dist: string): Promise<number> {
  const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && COMPRESSIBLE_EXTENSIONS.includes(extname(e.name)))
    .map((e) => join(e.parentPath, e.name));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < MIN_COMPRESSED_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      count += 1;
    }),
  );
  return count;
}
