import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSite, duplicateKeyed, freePorts } from './new-site.js';
import { loadSites } from './sites.js';

const repo = join(import.meta.dirname, '../../..');

describe('duplicateKeyed', () => {
  it('copies every entry of the template under the new key, brackets in strings and all', () => {
    const source = [
      'export const links = {',
      '  header: {',
      "    example: [{ label: 'A [b] {c}' }],",
      '    other: [],',
      '  },',
      "  footer: { example: 'not at the start of a line' },",
      '  seo: {',
      "    example: { home: 'x' }",
      '  },',
      '};',
    ].join('\n');
    const out = duplicateKeyed(source, 'example', 'courses');
    expect(out).toContain(
      "    example: [{ label: 'A [b] {c}' }],\n    courses: [{ label: 'A [b] {c}' }],\n    other",
    );
    expect(out).toContain("    example: { home: 'x' },\n    courses: { home: 'x' }\n  },");
    expect(out.match(/courses:/g)).toHaveLength(2);
  });

  it('fails when the template has no entry to copy', () => {
    expect(() => duplicateKeyed('export const a = {};', 'example', 'courses')).toThrow(
      'no "example:" entry',
    );
  });
});

describe('freePorts', () => {
  it('gives each kind of port the next one above every site’s, and none already taken', async () => {
    const sites = await loadSites();
    const ports = freePorts(sites);
    const taken = sites.flatMap((s) => [
      s.ports.start,
      s.ports.dev,
      s.ports.e2e.site,
      s.ports.e2e.stub,
      s.ports.e2e.pseudo ?? 0,
    ]);
    const mine = [ports.start, ports.dev, ports.e2e.site, ports.e2e.stub];
    expect(mine.filter((port) => taken.includes(port))).toEqual([]);
    expect(new Set(mine).size).toBe(4);
    expect(ports.start).toBe(Math.max(...sites.map((s) => s.ports.start)) + 1);
  });
});

describe('createSite', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The files the scaffold reads: the example app and the content package's sources. */
  const copyOfRepo = () => {
    dir = mkdtempSync(join(tmpdir(), 'new-site-'));
    cpSync(join(repo, 'apps/example-site'), join(dir, 'apps/example-site'), {
      recursive: true,
      filter: (from) => !/node_modules|dist|\.turbo/.test(from),
    });
    cpSync(join(repo, 'packages/content/src'), join(dir, 'packages/content/src'), {
      recursive: true,
    });
    return dir;
  };

  it('makes the app from the example and keys the site’s copy, SEO, links and routes by its id', async () => {
    const root = copyOfRepo();
    const made = createSite(root, await loadSites(), 'courses', 'Courses site');
    expect(made.edited.sort()).toEqual(
      [
        'packages/content/src/routes.ts',
        'packages/content/src/locales/en/index.ts',
        'packages/content/src/locales/en/seo.ts',
        'packages/content/src/locales/en/common.ts',
        'packages/content/src/locales/es/index.ts',
        'packages/content/src/locales/es/seo.ts',
        'packages/content/src/locales/es/common.ts',
      ].sort(),
    );
    expect(made.created).toContain('apps/courses-site/site.ts');
    expect(made.created).toContain('packages/content/src/locales/es/courses.ts');
    // What only the example has stays behind.
    expect(existsSync(join(root, 'apps/courses-site/.env'))).toBe(false);
    expect(existsSync(join(root, 'apps/courses-site/e2e/tag-manager.spec.ts'))).toBe(false);
    const definition = readFileSync(join(root, 'apps/courses-site/site.ts'), 'utf8');
    expect(definition).toContain("id: 'courses'");
    expect(definition).toContain("title: 'Courses site'");
    expect(definition).not.toContain('csp');
    const routes = readFileSync(join(root, 'packages/content/src/routes.ts'), 'utf8');
    expect(routes).toMatch(/export const SITES = \[[^\]]*'courses'\] as const;/);
    expect(routes).toContain("  home('courses'),\n  notFound('courses'),\n];");
    expect(
      readFileSync(join(root, 'packages/content/src/locales/es/courses.ts'), 'utf8'),
    ).toContain("export const courses: Messages['courses'] =");
  });

  it('refuses an id that is taken or not an id, and writes nothing', async () => {
    const root = copyOfRepo();
    const sites = await loadSites();
    const before = readFileSync(join(root, 'packages/content/src/routes.ts'), 'utf8');
    expect(() => createSite(root, sites, 'author')).toThrow('exists already');
    expect(() => createSite(root, sites, 'New-Site')).toThrow('is not a site id');
    expect(() => createSite(root, sites, 'x')).toThrow('is not a site id');
    expect(readFileSync(join(root, 'packages/content/src/routes.ts'), 'utf8')).toBe(before);
  });

  it('writes nothing when a template file no longer matches', async () => {
    const root = copyOfRepo();
    const manifest = join(root, 'apps/example-site/package.json');
    cpSync(join(root, 'apps/example-site/tsconfig.json'), manifest);
    const sites = await loadSites();
    expect(() => createSite(root, sites, 'courses')).toThrow(
      'apps/courses-site/package.json: found no',
    );
    expect(existsSync(join(root, 'apps/courses-site'))).toBe(false);
  });
});
