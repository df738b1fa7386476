import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_ENV_NAMES } from '@landing/site-config';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { productSites, siteFolders } from './sites.js';

// The teams' pipeline (.github/workflows/sites.yml, README.md "Deploy"): valid for GitHub
// Actions, and a job set per product site that builds and deploys that site alone.
const root = join(import.meta.dirname, '../../..');
const dir = join(root, '.github/workflows');
const validator = join(import.meta.dirname, '../node_modules/.bin/action-validator');
const products = await productSites();

interface Step {
  run?: string;
  env?: Record<string, string>;
}
interface Job {
  needs?: string[];
  if?: string;
  environment?: string;
  steps: Step[];
}

describe('the GitHub Actions workflows', () => {
  const files = readdirSync(dir).filter((file) => /\.ya?ml$/.test(file));

  it.each(files)('%s passes the workflow schema (action-validator)', (file) => {
    const run = spawnSync(validator, [join(dir, file)], { encoding: 'utf8' });
    expect(run.status, run.stdout + run.stderr).toBe(0);
  });

  const jobs = parse(readFileSync(join(dir, 'sites.yml'), 'utf8')).jobs as Record<string, Job>;
  const runs = (job: Job | undefined) =>
    (job?.steps ?? []).map((step) => step.run ?? '').join('\n');

  describe.each(products)('the $id site’s job set', (site) => {
    const changed = jobs[`${site.id}-changed`];
    const deploy = jobs[`${site.id}-deploy`];

    it('asks whether a change touches the site', () => {
      expect(runs(changed)).toContain(`npm run affected -- ${site.id} `);
    });

    it('deploys only after the checks, on main, when the site is touched, from its own environment', () => {
      expect(deploy?.needs).toEqual(['check', `${site.id}-changed`]);
      expect(deploy?.if).toContain(`needs.${site.id}-changed.outputs.affected == 'true'`);
      expect(deploy?.if).toContain("github.event_name == 'push'");
      expect(deploy?.environment).toBe(`${site.id}-production`);
    });

    it('builds that site for production with every variable it reads, and publishes its dist/', () => {
      const build = deploy?.steps.find((step) => step.run?.includes('build:production'));
      expect(build?.run).toBe(`npm run build:production -- --site ${site.id}`);
      const reads = SITE_ENV_NAMES.filter(
        (name) => site.reviews || !['VITE_REVIEWS_URL', 'VITE_REVIEW_SITES'].includes(name),
      );
      // And the two files of facts a production build checks (docs/GO-LIVE.md).
      const files = ['LEGAL_FACTS_FILE', 'CLAIM_SOURCES_FILE'];
      expect(Object.keys(build?.env ?? {}).sort()).toEqual([...reads, ...files].sort());
      expect(runs(deploy)).toContain(`pages deploy apps/${site.name}/dist `);
    });
  });
});

describe('CODEOWNERS', () => {
  const owners = readFileSync(join(root, '.github/CODEOWNERS'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/));

  it.each([...siteFolders().map((name) => `apps/${name}`), 'packages/ui'])(
    '/%s/ has its own owners',
    (folder) => {
      const line = owners.find(([pattern]) => pattern === `/${folder}/`);
      expect(line?.slice(1).every((owner) => /^@[\w-]+\/[\w-]+$/.test(owner))).toBe(true);
    },
  );
});
