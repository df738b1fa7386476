import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Locale, localeFromPath } from '@landing/content';
import { headersFor, parseHeadersFile } from '../src/headers.js';

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
  encoding?: 'br' | 'identity';
  cacheControl?: string;
  /** Headers the answer must carry with exactly these values (the site's `_headers` for the path). */
  exactHeaders?: Record<string, string>;
  /** `Content-Type` of the answer, from its start (`image/png`, `text/plain`). */
  contentType?: string;
}

// A visitor from a campaign: the query must survive the redirect.
const CAMPAIGN = '?utm_source=deploy-test&utm_campaign=spring';

const languageOf = localeFromPath;

/** The URL form a page does not use: `/x` ↔ `/x/`. */
const otherForm = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : `${path}/`);

/** The cases every site shares: the host's own files and the build's dot folders are never served. */
const hostFiles = (): DeployCase[] => [
  { title: 'the host file _headers is not served', path: '/_headers', status: 404 },
  { title: 'the host file _redirects is not served', path: '/_redirects', status: 404 },
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
  { title: 'the favicon.ico', path: '/favicon.ico', status: 200, contentType: 'image/x-icon' },
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
    },
    {
      title: '/iframe.html answers 200 with the _headers',
      path: '/iframe.html',
      status: 200,
      exactHeaders: headersOf('/iframe.html'),
    },
    ...assetCases(`/assets/${script}`, headersOf(`/assets/${script}`)),
    ...hostFiles(),
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
    ...hostFiles(),
    ...siteFiles(),
  );
  for (const asset of assets) cases.push(...assetCases(asset, headersOf(asset)));
  return cases;
}
