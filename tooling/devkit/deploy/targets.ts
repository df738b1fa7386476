import { join } from 'node:path';
import { portOffset, repoRoot } from '../src/playwright/config.js';
import { productSites } from '../src/sites.js';

/** The product sites (`apps/<name>/site.ts`), in the order of their `npm start` ports. */
export const PRODUCT_SITES = await productSites();

/**
 * The servers the deploy table runs against, each serving every built product site and the built
 * Storybook: the local production server (`start.ts` for the sites, `serve.ts` for Storybook),
 * Debian's nginx (`preview-nginx.ts`, all of them) and Cloudflare's local Pages runtime
 * (`preview-cloudflare.ts`: `wrangler pages dev`, one per site, each with a DevTools port from
 * `inspector` on). A target's sites take the ports from its `first` on, in the sites' order, and
 * Storybook the next one.
 */
export const DEPLOY_TARGETS = [
  { name: 'local server', first: 4280, stub: 4320 },
  { name: 'nginx', first: 4290, stub: 4321 },
  { name: 'cloudflare', first: 4300, stub: 4322, inspector: 4330 },
] as const;

/** A target's name: the Playwright project, and the key of a row's per-host answer (table.ts). */
export type TargetName = (typeof DEPLOY_TARGETS)[number]['name'];

export type DeployTarget = (typeof DEPLOY_TARGETS)[number];

export const port = (n: number) => n + portOffset();

/** The ports a target serves each product site (by its port variable) and Storybook on. */
export function targetPorts(target: DeployTarget): {
  sites: Record<string, number>;
  storybook: number;
} {
  return {
    sites: Object.fromEntries(
      PRODUCT_SITES.map((site, i) => [site.portVariable, port(target.first + i)]),
    ),
    storybook: port(target.first + PRODUCT_SITES.length),
  };
}

/** A built site as a target serves it. */
export interface ServedSite {
  /** A product site's name (`ebook-site`) or `storybook`. */
  name: string;
  dir: string;
  origin: string;
}

export const SITE_DIRS: Record<string, string> = {
  ...Object.fromEntries(
    PRODUCT_SITES.map((site) => [site.name, join(repoRoot, 'apps', site.name, 'dist')]),
  ),
  storybook: join(repoRoot, 'packages/ui/storybook-static'),
};

export function servedSites(projectName: string): ServedSite[] {
  const target = DEPLOY_TARGETS.find((t) => t.name === projectName);
  if (!target) throw new Error(`no deploy target named ${projectName}`);
  const ports = targetPorts(target);
  const origin = (n: number) => `http://127.0.0.1:${n}`;
  return [
    ...PRODUCT_SITES.map((site) => ({
      name: site.name,
      dir: SITE_DIRS[site.name]!,
      origin: origin(ports.sites[site.portVariable]!),
    })),
    { name: 'storybook', dir: SITE_DIRS.storybook!, origin: origin(ports.storybook) },
  ];
}
