import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../src/playwright/config.js';

/**
 * `SITE_ENV=production` (docs/GO-LIVE.md), run as `npm run build:production` runs it in each app:
 * refused before anything is written when a variable, a legal fact or a claim's source is missing,
 * built when all are given. Each refusal has its unit test (packages/site-config/src/production.test.ts); this is
 * the real build, on the author site (legal pages, no reviews), into a folder of its own.
 */

const APP = join(repoRoot, 'apps/author-site');
const FACTS = join(import.meta.dirname, 'fixtures/fictional-legal-facts.json');
const SOURCES = join(import.meta.dirname, 'fixtures/fictional-claim-sources.json');

/** Every variable set to a public https host (fictional). */
const CONFIGURED = {
  VITE_SITE_URL: 'https://autores.tinta-ficticia.es',
  VITE_APP_URL: 'https://app.tinta-ficticia.es',
  VITE_MARKETPLACE_URL: 'https://tienda.tinta-ficticia.es',
  VITE_API_BASE_URL: 'https://api.tinta-ficticia.es',
  VITE_COVER_BASE_URL: 'https://portadas.tinta-ficticia.es/libros',
  VITE_IMAGE_BASE_URL: 'https://img.tinta-ficticia.es',
  VITE_SECURITY_CONTACT: 'mailto:seguridad@tinta-ficticia.es',
};

/**
 * `landing build` in the author site with `env` over a clean environment, as `npm run
 * build:production` runs it (`SITE_ENV=production`) unless `production` is false; its exit and
 * output.
 */
function build(env: Record<string, string>, outDir: string, production = true) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^VITE_|^LEGAL_FACTS_FILE$|^CLAIM_SOURCES_FILE$/.test(name),
    ),
  );
  const child = spawn('pnpm', ['exec', 'landing', 'build', '--out-dir', outDir], {
    cwd: APP,
    env: { ...clean, ...(production ? { SITE_ENV: 'production' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));

test.describe('a production build', () => {
  let work: string;
  test.beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'production-build-'));
  });
  test.afterEach(() => rmSync(work, { recursive: true, force: true }));

  test('refuses the embedded defaults, a line per variable and fact, and leaves nothing to publish', async () => {
    const out = join(work, 'dist');
    // An earlier build, which a deploy step would otherwise publish after the refusal.
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), '<!doctype html><title>Earlier build</title>');
    const { code, output } = await build({ VITE_APP_URL: 'http://localhost:4010' }, out);
    expect(code).not.toBe(0);
    expect(output).toContain('author site: not built for production');
    expect(output).toContain('VITE_SITE_URL is not set');
    expect(output).toContain('VITE_APP_URL is http:// (a production site is https)');
    expect(output).toContain('operator.legalName (Company legal name) is a placeholder');
    expect(output).toContain('operator.email legal@inkwell.example is on a reserved domain');
    expect(output).toContain('author testimonial poet has no source');
    expect(output).toContain('claim books has no source');
    expect(output).toContain(`(removed ${out}/, an earlier build`);
    expect(existsSync(out)).toBe(false);
  });

  test('a build for a public https origin is checked as one, whatever command started it', async () => {
    const out = join(work, 'dist');
    // `npm run build` on a host whose settings give the public origin and forget the rest.
    const { code, output } = await build({ VITE_SITE_URL: CONFIGURED.VITE_SITE_URL }, out, false);
    expect(code).not.toBe(0);
    expect(output).toContain(
      'author site: built for https://autores.tinta-ficticia.es, a public origin: checked as for production.',
    );
    expect(output).toContain('VITE_APP_URL is not set');
    expect(existsSync(out)).toBe(false);
  });

  test('builds a fully configured site, every fact on its legal pages and no placeholder', async () => {
    test.setTimeout(300_000);
    const out = join(work, 'dist');
    // A VITE_ variable no site reads, as a secret set for the build by mistake would be.
    const canary = `canary-${Date.now()}`;
    const { code, output } = await build(
      { ...CONFIGURED, LEGAL_FACTS_FILE: FACTS, CLAIM_SOURCES_FILE: SOURCES, VITE_CANARY: canary },
      out,
    );
    expect(code, output).toBe(0);
    // Only the variables a site reads reach its files (siteEnvOfBuild, packages/site-config).
    for (const file of readdirSync(out, { recursive: true, encoding: 'utf8' })) {
      const path = join(out, file);
      if (statSync(path).isFile()) expect(readFileSync(path).includes(canary), file).toBe(false);
    }
    expect(output).toMatch(/security\.txt expires on \d{4}-\d{2}-\d{2}/);
    const notice = readFileSync(join(out, 'es/aviso-legal.html'), 'utf8');
    for (const fact of ['Tinta Ficticia S.L.', 'B00000000', 'legal@tinta-ficticia.es']) {
      expect(notice).toContain(fact);
    }
    for (const file of htmlFiles(out)) {
      const html = readFileSync(file, 'utf8');
      expect(html, file).not.toContain('<mark');
      expect(html, file).not.toContain('localhost');
      expect(html, file).not.toContain('.example');
    }
    expect(readFileSync(join(out, '.well-known/security.txt'), 'utf8')).toContain(
      'Contact: mailto:seguridad@tinta-ficticia.es',
    );
  });
});
