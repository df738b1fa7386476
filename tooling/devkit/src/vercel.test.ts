import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { routesFor, type SiteId } from '@landing/content';
import { LOCALES } from '@landing/content/locale-table';
import { getTransformedRoutes, normalizeRoutes, routesSchema } from '@vercel/routing-utils';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeployCase, deployTable } from '../deploy/table.js';
import { siteHeaderRules } from './headers.js';
import { hostingRules, pageFile, type VercelOutputConfig, vercelOutputConfig } from './hosting.js';
import { vercelOutputDir, writeHostFiles } from './prerender.js';
import { productSites } from './sites.js';

// Vercel's local runtime needs the network, so a site's Vercel output is checked two ways here
// (README.md "Deploy" says what stays unproven): with Vercel's own route normaliser and route
// schema (@vercel/routing-utils), and by reading its routes, as Vercel's Build Output API
// documents them, against every request of the deploy table (tooling/devkit/deploy/table.ts).

const PAGES = [
  '/',
  '/es/',
  '/ebooks-ideas-generator',
  '/es/generador-de-ideas-para-ebooks',
  '/404',
  '/es/404',
];
const HEADERS = siteHeaderRules({
  connect: ['https://api.example.com'],
  images: [],
  frames: [],
  forms: [],
  tagManager: true,
  https: true,
});
const config = vercelOutputConfig({ rules: hostingRules(PAGES), headers: HEADERS, pages: PAGES });
const sourceRoutes = config.routes.filter((r) => 'src' in r);

describe("the Vercel routes, by Vercel's own tools", () => {
  it('pass the route schema Vercel validates routes with', () => {
    const validate = new Ajv({ allErrors: true }).compile(routesSchema);
    expect(validate(config.routes), JSON.stringify(validate.errors)).toBe(true);
  });

  it("pass Vercel's normaliser unchanged: anchored sources, phases in order, hit routes that only add headers", () => {
    const { routes, error } = normalizeRoutes(config.routes);
    expect(error).toBeNull();
    expect(routes).toEqual(config.routes);
  });

  it('redirect exactly as the vercel.json redirects Vercel documents as keeping the query', () => {
    // Vercel compiles a vercel.json `redirects` entry to a route; ours are those routes, plus the
    // site's headers, so the documented query pass-through is theirs too.
    const { routes, error } = getTransformedRoutes({
      redirects: hostingRules(PAGES).redirects.map((r) => ({
        source: r.from,
        destination: r.to,
        statusCode: 301,
      })),
    });
    expect(error).toBeNull();
    const ours = sourceRoutes.filter((r) => r.headers?.Location);
    expect(
      ours.map((r) => ({ src: r.src, status: r.status, location: r.headers?.Location })),
    ).toEqual(
      (routes ?? []).map((r) => ({
        src: r.src,
        status: r.status,
        location: 'headers' in r ? r.headers?.Location : undefined,
      })),
    );
  });
});

/** The routes of one phase: before the first `handle`, or after `handle: <phase>`. */
function phase(output: VercelOutputConfig, name: 'main' | 'hit' | 'error') {
  const start =
    name === 'main' ? 0 : output.routes.findIndex((r) => 'handle' in r && r.handle === name) + 1;
  const end = output.routes.findIndex((r, i) => i >= start && 'handle' in r);
  return output.routes.slice(start, end === -1 ? undefined : end).filter((r) => 'src' in r);
}

interface Answer {
  status: number;
  headers: Map<string, string>;
  /** The static file sent, relative to `static/`. */
  file?: string;
}

/**
 * What the routes say a request gets, read as the Build Output API documents them: the routes
 * before the first `handle` in order (a `continue` route adds its headers; the first other match
 * redirects or rewrites), then a file of `static/` at that path (`overrides` move a file to its
 * path), whose `hit` routes add headers; with no file, the first matching `error` route. Vercel
 * passes a redirect's query on to its Location. `hitPath` says which path the `hit` routes are
 * matched against, the request's or the rewritten one: the docs do not say, so both are checked.
 */
function answer(
  output: VercelOutputConfig,
  files: Set<string>,
  url: string,
  hitPath: 'request' | 'rewritten',
): Answer {
  const [pathname = '/', query] = url.split('?');
  const headers = new Map<string, string>();
  const add = (more: Record<string, string> = {}) => {
    for (const [key, value] of Object.entries(more)) headers.set(key.toLowerCase(), value);
  };
  const matches = (src: string, path: string) => new RegExp(src).test(path);
  const overridden = new Map(
    Object.entries(output.overrides).map(([file, o]) => [`/${o.path}`, file]),
  );
  const fileAt = (path: string) =>
    overridden.get(path) ??
    (files.has(path.slice(1)) && !(path.slice(1) in output.overrides) ? path.slice(1) : undefined);

  let path = pathname;
  for (const route of phase(output, 'main')) {
    if (!('src' in route) || !matches(route.src, pathname)) continue;
    add(route.headers);
    if (route.continue) continue;
    if (route.status && route.headers?.Location) {
      headers.set('location', `${route.headers.Location}${query ? `?${query}` : ''}`);
      return { status: route.status, headers };
    }
    if (route.dest) path = route.dest;
    break;
  }
  const file = fileAt(path);
  if (file) {
    for (const route of phase(output, 'hit')) {
      if ('src' in route && matches(route.src, hitPath === 'request' ? pathname : path))
        add(route.headers);
    }
    return { status: 200, headers, file };
  }
  for (const route of phase(output, 'error')) {
    if (!('src' in route) || !matches(route.src, pathname)) continue;
    add(route.headers);
    return {
      status: route.status ?? 404,
      headers,
      file: route.dest ? fileAt(route.dest) : undefined,
    };
  }
  return { status: 404, headers };
}

/** The files a built site has beside its pages, as the deploy table asks for them. */
const SITE_FILES = [
  'og/index.png',
  'og/es/index.png',
  'favicon-32.png',
  'favicon.ico',
  'apple-touch-icon.png',
  'es/manifest.json',
  '.well-known/security.txt',
  '.vite/manifest.json',
  'assets/index-abc123.js',
  'assets/index-def456.css',
];

/**
 * A built site as the prerender leaves it, from the site's own route table: each page in its file
 * with its language, the sitemap, the files beside; then the host files, written by the build's
 * own `writeHostFiles`.
 */
async function builtSite(root: string, id: SiteId, csp = {}) {
  const dist = join(root, `${id}-site`, 'dist');
  const routes = routesFor(id);
  const pages = routes.flatMap((route) => LOCALES.map((l) => route.paths[l]));
  const write = async (file: string, body: string) => {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), body);
  };
  for (const route of routes) {
    for (const locale of LOCALES) {
      const page = `<!doctype html><html lang="${locale}"><script type="module" src="/assets/index-abc123.js"></script>${'<p>page</p>'.repeat(60)}</html>`;
      await write(pageFile(route.paths[locale]), page);
    }
  }
  const locs = routes
    .filter((route) => route.indexable)
    .flatMap((route) =>
      LOCALES.map((l) => `<url><loc>https://${id}.example${route.paths[l]}</loc></url>`),
    );
  await write('sitemap.xml', `<urlset>${locs.join('')}</urlset>`);
  for (const file of SITE_FILES) await write(file, `${file} `.repeat(40));
  const headers = siteHeaderRules(
    {
      connect: ['https://api.example.com'],
      images: [],
      frames: [],
      forms: [],
      tagManager: true,
      https: true,
    },
    csp,
  );
  const host = { dir: dist, name: `${id}-site`, headers, pages };
  await writeHostFiles(host);
  const out = vercelOutputDir(dist);
  const output = JSON.parse(await readFile(join(out, 'config.json'), 'utf8')) as VercelOutputConfig;
  const files = new Set(
    (await readdir(join(out, 'static'), { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => relative(join(out, 'static'), join(e.parentPath, e.name))),
  );
  return { dist, out, output, files, host };
}

const sites = await productSites();
let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vercel-output-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe.each(sites)('the $id site on Vercel (.vercel/output, from its route table)', (site) => {
  let built: Awaited<ReturnType<typeof builtSite>>;
  let table: DeployCase[];
  beforeAll(async () => {
    built = await builtSite(root, site.id, site.csp);
    table = deployTable(built.dist);
  });

  it("publishes the site without the other hosts' files, the precompressed twins or .vite/", () => {
    expect([...built.files].filter((f) => /^_|\.(br|gz)$|^\.vite\//.test(f))).toEqual([]);
    expect(built.files.has('.well-known/security.txt')).toBe(true);
    for (const file of Object.keys(built.output.overrides))
      expect(built.files.has(file), file).toBe(true);
  });

  it("answers every request of the deploy table as the table says, by the routes' documented reading", async () => {
    // Encoding and Content-Type are Vercel's own (it compresses and types by itself): not read here.
    expect(table.length).toBeGreaterThan(20);
    for (const row of table) {
      const got = answer(built.output, built.files, row.path, 'rewritten');
      const where = `${row.title} (${row.path})`;
      expect(answer(built.output, built.files, row.path, 'request'), where).toEqual(got);
      expect(got.status, where).toBe(row.status);
      expect(got.headers.get('location'), where).toBe(row.location);
      const body = got.file ? await readFile(join(built.out, 'static', got.file), 'utf8') : '';
      if (row.lang) expect(body, where).toMatch(new RegExp(`<html lang="${row.lang}"`));
      if (row.bodyExcludes) expect(body, where).not.toContain(row.bodyExcludes);
      if (row.cacheControl) expect(got.headers.get('cache-control'), where).toBe(row.cacheControl);
      for (const [name, value] of Object.entries(row.exactHeaders ?? {})) {
        expect(got.headers.get(name.toLowerCase()), `${where}: ${name}`).toBe(value);
      }
    }
  });

  it('leaves nothing of an earlier build in its output', async () => {
    await writeFile(join(built.out, 'static', 'stale.html'), 'an earlier page');
    await writeHostFiles(built.host);
    expect(await readdir(join(built.out, 'static'))).not.toContain('stale.html');
  });
});
