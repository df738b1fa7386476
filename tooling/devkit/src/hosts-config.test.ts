import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveConfig } from '@netlify/config';
import { describe, expect, it } from 'vitest';
import { vercelOutputDir } from './prerender.js';
import { productSites } from './sites.js';

// Each product site's committed host settings (README.md "Deploy"), read by the host's own code
// where it runs offline.
const root = join(import.meta.dirname, '../../..');
const nodeVersion = readFileSync(join(root, '.node-version'), 'utf8').trim();
const products = await productSites();

describe.each(products)('the $id site on Netlify (apps/$name/netlify.toml)', (site) => {
  it('builds that site for production from the root and publishes its dist/, with our Node', async () => {
    // As Netlify resolves a site whose base directory is the app's folder.
    const resolved = await resolveConfig({
      repositoryRoot: root,
      cwd: join(root, 'apps', site.name),
      offline: true,
      context: 'production',
    });
    const dist = join(root, 'apps', site.name, 'dist');
    expect(resolved.configPath).toBe(join(root, 'apps', site.name, 'netlify.toml'));
    expect(resolved.config.build).toMatchObject({
      base: root,
      command: `npm run build:production -- --site ${site.id}`,
      publish: dist,
      environment: { NODE_VERSION: nodeVersion },
    });
    // The headers and redirects the build writes are the ones Netlify applies.
    expect(resolved.headersPath).toBe(join(dist, '_headers'));
    expect(resolved.redirectsPath).toBe(join(dist, '_redirects'));
  });
});

describe.each(products)('the $id site on Vercel (apps/$name/vercel.json)', (site) => {
  const settings = JSON.parse(readFileSync(join(root, 'apps', site.name, 'vercel.json'), 'utf8'));

  it('builds that site for production from the root, with no framework of Vercel in the way', () => {
    // A Vercel project whose root directory is the app's folder reads this file.
    expect(settings.framework).toBeNull();
    expect(settings.buildCommand).toBe(`cd ../.. && npm run build:production -- --site ${site.id}`);
  });

  it("leaves its output where Vercel looks for it: .vercel/output in the project's root directory", () => {
    expect(vercelOutputDir(join(root, 'apps', site.name, 'dist'))).toBe(
      join(root, 'apps', site.name, '.vercel', 'output'),
    );
  });
});
