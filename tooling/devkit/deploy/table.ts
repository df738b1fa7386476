import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Locale, localeFromPath } from '@landing/content';
import { headersFor, parseHeadersFile } from '../src/headers.js';
import type { TargetName } from './targets.js';

/** One request and the answer every server we deploy to must give (docs/ARCHITECTURE.md "URLs and deployment"). */
export interface DeployCase {
  title: string;
  path: string;
  /** Request headers, e.g. `Accept-Encoding`. */
  headers?: Record<string, string>;
  status: number;
  /** For a redirect: where it points, query included. */
  location?: string;
  /** `lang` of the page in the body. */
  lang?: Locale;
  /** `Content-Encoding` of the answer (`identity` for none). */
  encoding?: 'br' | 'gzip' | 'identity';
  cacheControl?: string;
  /** Headers the answer must carry with exactly these values (the site's `_headers` for the path). */
  exactHeaders?: Record<string, string>;
  /** `Content-Type` of the answer, from its start (`image/png`, `text/plain`). */
  contentType?: string;
  /** Text the body must not contain (a host file's own content: it is not served). */
  bodyExcludes?: string;
  /**
   * Where one target answers otherwise, and why: only what no file the build writes can change
   * (docs/ARCHITECTURE.md "URLs and deployment" lists them). The fields replace the row's own.
   */
  hosts?: Partial<Record<TargetName, HostDifference>>;
}

/** One target's answer to a row where it differs from the others, with the reason. */
export type HostDifference = Partial<
  Pick<DeployCase, 'status' | 'encoding' | 'cacheControl' | 'contentType'>
> & { reason: string };

/** The row as one target must answer it: the row, with the target's difference if it has one. */
export function expectedOn(c: DeployCase, target: string): DeployCase {
  const { reason: _reason, ...difference } = c.hosts?.[target as TargetName] ?? { reason: '' };
  return { ...c, ...difference };
}

/**
 * The differences of Cloudflare's local Pages runtime (`wrangler pages dev`) that no generated
 * file can remove, each found by running it (docs/ARCHITECTURE.md "URLs and deployment").
 */
const CLOUDFLARE = {
  encoding: {
    encoding: 'gzip',
    reason:
      "workerd compresses on the fly with the first encoding the request lists (gzip, for a browser's `gzip, deflate, br`); in production Cloudflare's edge chooses the encoding itself; no file of ours sets it",
  },
  pageCache: {
    cacheControl: 'public, max-age=0, must-revalidate',
    reason:
      "Cloudflare Pages' default where `_headers` sets none, which a cache treats as `no-cache` (stored, revalidated on every use); a `_headers` pattern cannot tell pages from other files, so `no-cache` for pages would take one rule per page (Cloudflare reads at most 100)",
  },
  hostFile: {
    status: 502,
    reason:
      "wrangler's local asset server looks for `<file>/index.html`, fails on it (ENOTDIR) and answers 502 with that error, never the file; a Pages deploy never uploads `_headers` or `_redirects`, so production answers 404",
  },
  notFoundCache: {
    cacheControl: 'no-store',
    reason:
      "Cloudflare Pages sends its 404 page with `no-store` whatever `_headers` matches, so a missing asset is not kept either; nginx and the local server send the page's `no-cache`",
  },
  icoType: {
    contentType: 'image/vnd.microsoft.icon',
    reason:
      "Cloudflare sends ICO's registered type; nginx's mime.types and the local server send the older `image/x-icon`; browsers take both",
  },
} satisfies Record<string, HostDifference>;

// A visitor from a campaign: the query must survive the redirect.
const CAMPAIGN = '?utm_source=deploy-test&utm_campaign=spring';

const languageOf = localeFromPath;

/** The URL form a page does not use: `/x` ↔ `/x/`. */
const otherForm = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : `${path}/`);

/** The cases every site shares: the host's own files and the build's dot folders are never served. */
const hostFiles = (dir: string): DeployCase[] => [
  ...['_headers', '_redirects'].map((file) => ({
    title: `the host file ${file} is not served`,
    path: `/${file}`,
    status: 404,
    bodyExcludes: readFileSync(join(dir, file), 'utf8').trim(),
    hosts: { cloudflare: CLOUDFLARE.hostFile },
  })),
  { title: "Vite's build manifest is not served", path: '/.vite/manifest.json', status: 404 },
];

/**
 * What a site serves beside its pages for link previews, browsers and researchers (docs/ARCHITECTURE.md
 * "Share images and icons"), each with the type every host must send.
 */
const siteFiles = (): DeployCase[] => [
  {
    title: 'the home page share image',
    path: '/og/index.png',
    status: 200,
    contentType: 'image/png',
  },
  {
    title: 'a Spanish share image',
    path: '/og/es/index.png',
    status: 200,
    contentType: 'image/png',
  },
  { title: 'the PNG favicon', path: '/favicon-32.png', status: 200, contentType: 'image/png' },
  {
    title: 'the favicon.ico',
    path: '/favicon.ico',
    status: 200,
    contentType: 'image/x-icon',
    hosts: { cloudflare: CLOUDFLARE.icoType },
  },
  {
    title: 'the apple-touch-icon',
    path: '/apple-touch-icon.png',
    status: 200,
    contentType: 'image/png',
  },
  {
    title: 'the Spanish manifest',
    path: '/es/manifest.json',
    status: 200,
    contentType: 'application/json',
  },
  {
    title: 'security.txt in /.well-known, as plain text',
    path: '/.well-known/security.txt',
    status: 200,
    contentType: 'text/plain',
  },
];

/** A hashed script comes brotli-encoded and immutable, and unencoded when no encoding is asked. */
const assetCases = (asset: string, headers: Record<string, string>): DeployCase[] => [
  {
    title: `${asset} comes brotli-encoded, immutable, with the _headers`,
    path: asset,
    headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    status: 200,
    encoding: 'br',
    cacheControl: 'public, max-age=31536000, immutable',
    exactHeaders: headers,
    hosts: { cloudflare: CLOUDFLARE.encoding },
  },
  {
    title: `${asset} comes unencoded to a client that asks for no encoding`,
    path: asset,
    headers: { 'Accept-Encoding': 'identity' },
    status: 200,
    encoding: 'identity',
  },
];

const headerRulesOf = (dir: string) => {
  const rules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
  return (path: string) => Object.fromEntries(headersFor(rules, path));
};

/** The built Storybook: the manager and the story frame, an asset, the host files. */
export function storybookTable(dir: string): DeployCase[] {
  const headersOf = headerRulesOf(dir);
  const script = readdirSync(join(dir, 'assets')).find((f) => f.endsWith('.js'));
  if (!script) throw new Error(`${dir} has no assets: build Storybook first`);
  return [
    {
      title: '/ answers 200 with the manager, brotli, the _headers and no-cache',
      path: '/',
      headers: { 'Accept-Encoding': 'br' },
      status: 200,
      encoding: 'br',
      cacheControl: 'no-cache',
      exactHeaders: headersOf('/'),
      // This request lists brotli alone, so workerd's encoding is the others'.
      hosts: { cloudflare: CLOUDFLARE.pageCache },
    },
    {
      title: '/iframe.html answers 200 with the _headers',
      path: '/iframe.html',
      status: 200,
      exactHeaders: headersOf('/iframe.html'),
    },
    ...assetCases(`/assets/${script}`, headersOf(`/assets/${script}`)),
    ...hostFiles(dir),
  ];
}

/** The table for one built site: every sitemap page, its other form, 404s, assets, host files. */
export function deployTable(dist: string): DeployCase[] {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const headersOf = headerRulesOf(dist);
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  // The home page's entry script and the stylesheet (inlined into pages, still a file for hosts).
  const script = home.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  const stylesheet = readdirSync(join(dist, 'assets')).find((f) => f.endsWith('.css'));
  const assets = [script, stylesheet ? `/assets/${stylesheet}` : undefined].filter(
    (a): a is string => a !== undefined,
  );
  if (pages.length === 0 || assets.length < 2) {
    throw new Error(`${dist} has no sitemap pages or no scripts: build the sites first`);
  }

  const cases: DeployCase[] = [];
  for (const path of pages) {
    if (path !== '/') {
      cases.push({
        title: `${otherForm(path)} redirects once to ${path}, the campaign query kept`,
        path: `${otherForm(path)}${CAMPAIGN}`,
        status: 301,
        location: `${path}${CAMPAIGN}`,
        exactHeaders: headersOf(path),
      });
    }
    cases.push({
      title: `${path} answers 200 with its page, brotli, the _headers and no-cache`,
      path: `${path}${CAMPAIGN}`,
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
      status: 200,
      lang: languageOf(path),
      encoding: 'br',
      cacheControl: 'no-cache',
      exactHeaders: headersOf(path),
      hosts: { cloudflare: { ...CLOUDFLARE.encoding, ...CLOUDFLARE.pageCache } },
    });
  }
  cases.push(
    {
      title: 'an unknown path answers 404 with the English page',
      path: '/no-such-page',
      status: 404,
      lang: 'en',
      exactHeaders: headersOf('/no-such-page'),
    },
    {
      title: 'an unknown /es/ path answers 404 with the Spanish page',
      path: '/es/no-existe',
      status: 404,
      lang: 'es',
      exactHeaders: headersOf('/es/no-existe'),
    },
    {
      // A stale page asking for an asset a newer build replaced: the 404 page, never cached as
      // the immutable asset it stands in for.
      title: 'a missing asset answers 404 with the English page, not cached forever',
      path: '/assets/no-such-file-0123abcd.js',
      status: 404,
      lang: 'en',
      cacheControl: 'no-cache',
      hosts: { cloudflare: CLOUDFLARE.notFoundCache },
    },
    ...hostFiles(dist),
    ...siteFiles(),
  );
  for (const asset of assets) cases.push(...assetCases(asset, headersOf(asset)));
  return cases;
}
