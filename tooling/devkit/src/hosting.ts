/**
 * How a built site is laid out for static hosts and the rules every host configuration we ship
 * follows, from one source: the route table's paths and the header rules (`headers.ts`).
 * `docs/ARCHITECTURE.md "URLs and deployment"` explains the URL form.
 *
 * - A page's URL is its route path (`/`, `/es/`, `/ebooks-ideas-generator`); the prerender writes
 *   the one file every static host serves for it with a 200 and no redirect (`pageFile`).
 * - The other form of each URL (`/x/`, `/es`) answers one permanent redirect to it, the query
 *   string kept (UTM parameters survive). `_redirects` says so for Netlify and Cloudflare Pages,
 *   the nginx server block for nginx, and the local server reads `_redirects` itself.
 * - A path under a language prefix that matches nothing answers that language's 404 page with
 *   status 404 (`/es/…` → `es/404.html`); anything else, `404.html`.
 */
import { type HeaderRule, headersFor } from './headers.js';

/** One permanent redirect of an exact path to the page's URL. */
export interface Redirect {
  from: string;
  to: string;
}

/** The 404 page for every unmatched path under `prefix` (the longest prefix wins). */
export interface NotFoundRule {
  prefix: string;
  page: string;
}

/** Everything a host needs to serve one built site. */
export interface HostingRules {
  redirects: Redirect[];
  notFound: NotFoundRule[];
}

/** File types worth compressing; the build writes `.br` and `.gz` beside each of these. */
export const COMPRESSIBLE_EXTENSIONS = ['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt'];

/** Smaller files go uncompressed: the saving is lost in the header and framing. */
export const MIN_COMPRESSED_BYTES = 512;

const isNotFoundPath = (pathname: string) => /(^|\/)404$/.test(pathname);

/**
 * The file a page is written to: `/` → index.html, `/es/` → es/index.html, `/x` → x.html,
 * `/es/x` → es/x.html, `/404` → 404.html. A path ending in `/` is a folder's index; any other path
 * is a file with `.html` added, which Netlify, Cloudflare Pages, GitHub Pages and the nginx block
 * all serve at the path itself.
 */
export function pageFile(pathname: string): string {
  const trimmed = pathname.replace(/^\/+/, '');
  if (trimmed === '' || trimmed.endsWith('/')) return `${trimmed}index.html`;
  return `${trimmed}.html`;
}

/** The one redirect per page: `/x/` → `/x`, `/es` → `/es/`. The root and 404 pages have none. */
export function hostingRules(pages: string[]): HostingRules {
  const redirects: Redirect[] = [];
  const prefixes = new Set<string>();
  for (const page of pages) {
    if (isNotFoundPath(page)) {
      prefixes.add(page.slice(0, -'404'.length));
      continue;
    }
    if (page === '/') continue;
    redirects.push(
      page.endsWith('/') ? { from: page.slice(0, -1), to: page } : { from: `${page}/`, to: page },
    );
  }
  const notFound = [...prefixes]
    .sort((a, b) => b.length - a.length)
    .map((prefix) => ({ prefix, page: `${prefix.slice(1)}404.html` }));
  return { redirects, notFound };
}

/**
 * `_redirects` for Netlify and Cloudflare Pages: one `301` line per other form, then the localized
 * 404 pages as `404` rules (Netlify applies them; Cloudflare Pages finds the nearest `404.html` by
 * itself and skips the lines). Only unmatched paths reach a rule: a file always wins.
 */
export function formatRedirectsFile({ redirects, notFound }: HostingRules): string {
  const lines = [
    '# Generated at build from the route table (tooling/devkit/src/hosting.ts); do not edit.',
    ...redirects.map((r) => `${r.from}  ${r.to}  301`),
    ...notFound.filter((r) => r.prefix !== '/').map((r) => `${r.prefix}*  /${r.page}  404`),
  ];
  return `${lines.join('\n')}\n`;
}

/** Reads `_redirects` back (the local server serves from it); unknown lines are ignored. */
export function parseRedirectsFile(text: string): HostingRules {
  const rules: HostingRules = { redirects: [], notFound: [] };
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#')) continue;
    if (status === '301' && !from.includes('*')) rules.redirects.push({ from, to });
    if (status === '404' && from.endsWith('*')) {
      rules.notFound.push({ prefix: from.slice(0, -1), page: to.replace(/^\//, '') });
    }
  }
  rules.notFound.sort((a, b) => b.prefix.length - a.prefix.length);
  return rules;
}

/** The 404 page for a path: its prefix's rule, else the site's own `404.html`. */
export function notFoundPageFor(rules: HostingRules, pathname: string): string {
  return rules.notFound.find((r) => pathname.startsWith(r.prefix))?.page ?? '404.html';
}

/** What caches may do with a response: hashed assets forever, pages revalidated, the rest 1 hour. */
export const CACHE_CONTROL = {
  page: 'no-cache',
  other: 'public, max-age=3600, must-revalidate',
} as const;

export interface NginxServerOptions {
  /** The site's name, for comments and variable names, e.g. `ebook-site`. */
  name: string;
  rules: HostingRules;
  headers: HeaderRule[];
  /** @default 80 */
  listen?: number | string;
  /** Where the built site is deployed. */
  root: string;
}

const quote = (value: string) => `"${value.replace(/(["\\$])/g, '\\$1')}"`;

/**
 * An nginx configuration for one site, to include inside `http { }` (Debian's
 * `/etc/nginx/conf.d/*.conf`): a `map` and one `server` that answer every request the way
 * `_headers` and `_redirects` do. Needs the brotli static module
 * (`libnginx-mod-http-brotli-static`) for the precompressed `.br` files the build writes.
 */
export function nginxServerConfig({
  name,
  rules,
  headers,
  listen = 80,
  root,
}: NginxServerOptions): string {
  const id = name.replace(/[^a-z0-9]+/gi, '_');
  // `add_header` in a location drops the server's own, so each location repeats the full set.
  const headerLines = (pattern: string) =>
    headers
      .filter((rule) => rule.pattern === pattern)
      .flatMap((rule) => rule.headers)
      .map(([key, value]) => `    add_header ${key} ${quote(value)} always;`);
  const common = headerLines('/*');
  const assets = headerLines('/assets/*');
  const pageHeaders = [...common, `    add_header Cache-Control $${id}_cache_control always;`];
  // biome-ignore lint/suspicious/noTemplateCurlyInString: nginx's own syntax for "$uri" + "index.html".
  const serve = '    try_files $uri $uri.html ${uri}index.html =404;';

  const locations: string[] = [];
  for (const r of rules.redirects) {
    // The site's own headers go with the redirect too (security policy, framing).
    locations.push(
      `  location = ${r.from} {\n${common.join('\n')}\n    return 301 ${r.to}$is_args$args;\n  }`,
    );
  }
  const notFound = [
    ...rules.notFound.filter((r) => r.prefix !== '/'),
    { prefix: '/', page: '404.html' },
  ];
  for (const rule of notFound) {
    const errorPage = `    error_page 404 /${rule.page};`;
    if (rule.prefix !== '/') {
      locations.push(
        `  location ${rule.prefix} {\n${errorPage}\n${pageHeaders.join('\n')}\n${serve}\n  }`,
      );
    }
    // The 404 page answers 404 also when asked for by name (/404, /es/404.html).
    locations.push(
      `  location ~ ^${rule.prefix}404(\\.html)?$ {\n    internal;\n${errorPage}\n${pageHeaders.join('\n')}\n    try_files $uri =404;\n  }`,
    );
  }
  return `# nginx configuration of ${name}, generated at build (tooling/devkit/src/hosting.ts) from the
# route table and the header rules that also write _headers and _redirects; do not edit.
# Include it inside http { } (Debian: /etc/nginx/conf.d/); set root to where dist/ is deployed.
# Needs the brotli static module: apt-get install nginx libnginx-mod-http-brotli-static

map $sent_http_content_type $${id}_cache_control {
  ~^text/html ${quote(CACHE_CONTROL.page)};
  default ${quote(CACHE_CONTROL.other)};
}

server {
  listen ${listen};
  root ${root};
  charset utf-8;
  # Redirects keep the host and port the visitor used.
  absolute_redirect off;
  server_tokens off;
  # The build writes file.br and file.gz beside each text file.
  brotli_static on;
  gzip_static on;
  gzip_vary on;
  error_page 404 /404.html;

  location / {
${pageHeaders.join('\n')}
${serve}
  }

  # Hashed file names change with content, so they can be cached forever.
  location /assets/ {
${[...common, ...assets].join('\n')}
    try_files $uri =404;
  }

  # The host's own files are not pages.
  location ~ ^/_(headers|redirects)$ {
    return 404;
  }

  # Dot folders of the build (.vite) are not pages either; /.well-known/ (security.txt) is public.
  location ~ /\\.(?!well-known/) {
    return 404;
  }

${locations.join('\n\n')}
}
`;
}

/**
 * A route of Vercel's Build Output API (`.vercel/output/config.json`, version 3): a `handle` starts
 * a phase; a source route matches `src` (a regular expression on the path, without the query) and
 * answers, rewrites or, with `continue`, adds headers and lets the next route match too.
 */
export type VercelRoute =
  | { handle: 'filesystem' | 'hit' | 'error' }
  | {
      src: string;
      dest?: string;
      status?: number;
      headers?: Record<string, string>;
      continue?: boolean;
    };

/** `.vercel/output/config.json`: the routes, and the path each page's file is served at. */
export interface VercelOutputConfig {
  version: 3;
  routes: VercelRoute[];
  /** A static file served at `path` instead of its own name (which then answers 404). */
  overrides: Record<string, { path: string }>;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A `_headers` pattern (`/*`, `/assets/*`) as a route's regular expression. */
const patternSource = (pattern: string) => `^${pattern.split('*').map(escapeRegex).join('.*')}$`;

/** A page's served path without its slashes: `/` → ``, `/es/` → `es`, `/x` → `x`. */
const servedPath = (page: string) => page.replace(/^\/+|\/+$/g, '');

export interface VercelOutputOptions {
  rules: HostingRules;
  headers: HeaderRule[];
  /** The route table's paths, the 404 pages included (`/404`, `/es/404`). */
  pages: string[];
}

/**
 * Vercel's routes for one built site, from the rules `_headers`, `_redirects` and the nginx block
 * are written from, for the same answers (README.md "Deploy"):
 *
 * - each page's file is served at its path without slashes (`overrides`: `es/index.html` at `/es`,
 *   `x.html` at `/x`, and no longer at its file name); a page whose URL ends in `/` is rewritten to
 *   that path, so `/es/` answers 200 and no redirect;
 * - the other form of each URL answers one 301 with the site's headers (Vercel passes the query
 *   on to a redirect's `Location`);
 * - a file found (`hit`) gets the `_headers` of its path and a `Cache-Control`: pages `no-cache`,
 *   hashed assets immutable, anything else an hour, from routes that never match the same path;
 * - an unmatched path (`error`) gets its language's 404 page, status 404, the site's headers and
 *   `no-cache`, so a missing asset is never cached as the immutable file it stands in for.
 */
export function vercelOutputConfig({
  rules,
  headers,
  pages,
}: VercelOutputOptions): VercelOutputConfig {
  const overrides = Object.fromEntries(
    pages.map((page) => [pageFile(page), { path: servedPath(page) }]),
  );
  const siteHeaders = (path: string) => Object.fromEntries(headersFor(headers, path));
  const routes: VercelRoute[] = [
    ...rules.redirects.map((r) => ({
      src: `^${escapeRegex(r.from)}$`,
      status: 301,
      headers: { ...siteHeaders(r.from), Location: r.to },
    })),
    ...pages
      .filter((page) => page !== '/' && page.endsWith('/'))
      .map((page) => ({ src: `^${escapeRegex(page)}$`, dest: `/${servedPath(page)}` })),
    { handle: 'filesystem' },
    { handle: 'hit' },
    ...headers.map((rule) => ({
      src: patternSource(rule.pattern),
      headers: Object.fromEntries(rule.headers),
      continue: true,
    })),
    ...cacheControlRoutes(headers, pages),
    { handle: 'error' },
    ...[...rules.notFound.filter((r) => r.prefix !== '/'), { prefix: '/', page: '404.html' }].map(
      (rule) => ({
        src: `^${escapeRegex(rule.prefix)}.*$`,
        dest: `/${servedPath(rule.page.replace(/\.html$/, ''))}`,
        status: 404,
        headers: { ...siteHeaders(rule.prefix), 'Cache-Control': CACHE_CONTROL.page },
      }),
    ),
  ];
  return { version: 3, routes, overrides };
}

/**
 * The `Cache-Control` of a file found that no header rule sets one for: `no-cache` for a page
 * (either form of its path, whichever one Vercel matches `hit` routes against), an hour for
 * anything else. The two never match a path a header rule's `Cache-Control` covers, so no answer
 * depends on which of two routes wins.
 */
function cacheControlRoutes(headers: HeaderRule[], pages: string[]): VercelRoute[] {
  const alternatives = pages
    .map(servedPath)
    .filter((path) => path !== '')
    .map((path) => `${escapeRegex(path)}/?`)
    .join('|');
  const pageSource = `^/(?:${alternatives})?$`;
  const notCovered = [
    ...headers
      .filter((rule) => rule.headers.some(([key]) => key === 'Cache-Control'))
      .map((rule) => patternSource(rule.pattern)),
    pageSource,
  ]
    .map((source) => `(?!${source.slice(1, -1)}$)`)
    .join('');
  return [
    { src: pageSource, headers: { 'Cache-Control': CACHE_CONTROL.page }, continue: true },
    {
      src: `^${notCovered}/.*$`,
      headers: { 'Cache-Control': CACHE_CONTROL.other },
      continue: true,
    },
  ];
}
