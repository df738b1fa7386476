import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { SITE_ENV_NAMES, type SiteEnv } from '@landing/site-config';
import { productionProblems } from '@landing/site-config/production';
import { describe, expect, it } from 'vitest';
import { productSites } from './sites.js';

// Each product site's `.env.production.example` (README.md "Deploy"): the file a team copies to
// `.env.production` for `npm run build:production -- --site <id>`.
const apps = join(import.meta.dirname, '../../../apps');
const REVIEW_NAMES = ['VITE_REVIEWS_URL', 'VITE_REVIEW_SITES'];

describe.each(await productSites())('the $id site’s .env.production.example', (site) => {
  const file = join(apps, site.name, '.env.production.example');

  it('exists', () => {
    expect(existsSync(file), `${file}: copy another product site's and edit it`).toBe(true);
  });

  // Every variable the build reads, commented out where leaving it unset is a choice (the
  // container), the review pair only where the site shows reviews.
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const values = parseEnv(text) as SiteEnv;

  it('names every variable the site reads, and no other', () => {
    const named = [...text.matchAll(/^#? ?(VITE_[A-Z_]+)=/gm)].map((match) => match[1]);
    const expected = SITE_ENV_NAMES.filter((name) => site.reviews || !REVIEW_NAMES.includes(name));
    expect([...named].sort()).toEqual([...expected].sort());
  });

  it('is refused as it stands, one line per value to replace, so an unedited copy never ships', () => {
    const problems = productionProblems({ env: values, reviews: site.reviews });
    const required = SITE_ENV_NAMES.filter(
      (name) => name !== 'VITE_GTM_ID' && (site.reviews || !REVIEW_NAMES.includes(name)),
    );
    for (const name of required) {
      expect(
        problems.some((line) => line.startsWith(name)),
        name,
      ).toBe(true);
    }
  });
});
