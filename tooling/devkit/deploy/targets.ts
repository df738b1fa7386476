import { join } from 'node:path';
import { portOffset, repoRoot } from '../src/playwright/config.js';

/**
 * The two servers the deploy table runs against, each serving both built sites and the built
 * Storybook: the local production server (`start.ts` for the sites, `serve.ts` for Storybook)
 * and Debian's nginx (`preview-nginx.ts`, all three).
 */
export const DEPLOY_TARGETS = [
  {
    name: 'local server',
    ports: { ebook: 4280, author: 4281, storybook: 4282, stub: 4320 },
  },
  {
    name: 'nginx',
    ports: { ebook: 4283, author: 4284, storybook: 4285, stub: 4321 },
  },
] as const;

export type DeployTarget = (typeof DEPLOY_TARGETS)[number];

export const port = (n: number) => n + portOffset();

/** A built site as a target serves it. */
export interface ServedSite {
  name: 'ebook-site' | 'author-site' | 'storybook';
  dir: string;
  origin: string;
}

export const SITE_DIRS = {
  'ebook-site': join(repoRoot, 'apps/ebook-site/dist'),
  'author-site': join(repoRoot, 'apps/author-site/dist'),
  storybook: join(repoRoot, 'packages/ui/storybook-static'),
} as const;

export function servedSites(projectName: string): ServedSite[] {
  const target = DEPLOY_TARGETS.find((t) => t.name === projectName);
  if (!target) throw new Error(`no deploy target named ${projectName}`);
  const origin = (n: number) => `http://127.0.0.1:${port(n)}`;
  return [
    { name: 'ebook-site', dir: SITE_DIRS['ebook-site'], origin: origin(target.ports.ebook) },
    { name: 'author-site', dir: SITE_DIRS['author-site'], origin: origin(target.ports.author) },
    { name: 'storybook', dir: SITE_DIRS.storybook, origin: origin(target.ports.storybook) },
  ];
}
