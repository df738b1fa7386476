import { join } from 'node:path';
import { portOffset, repoRoot } from '../src/playwright/config.js';

/** The two servers the deploy table runs against, each serving both built sites. */
export const DEPLOY_TARGETS = [
  { name: 'local server', command: 'start.ts', ports: { ebook: 4280, author: 4281, stub: 4320 } },
  {
    name: 'nginx',
    command: 'preview-nginx.ts',
    ports: { ebook: 4282, author: 4283, stub: 4321 },
  },
] as const;

export type DeployTarget = (typeof DEPLOY_TARGETS)[number];

/** A built site as a target serves it. */
export interface ServedSite {
  name: 'ebook-site' | 'author-site';
  dist: string;
  origin: string;
}

export function servedSites(projectName: string): ServedSite[] {
  const target = DEPLOY_TARGETS.find((t) => t.name === projectName);
  if (!target) throw new Error(`no deploy target named ${projectName}`);
  const origin = (port: number) => `http://127.0.0.1:${port + portOffset()}`;
  return [
    {
      name: 'ebook-site',
      dist: join(repoRoot, 'apps/ebook-site/dist'),
      origin: origin(target.ports.ebook),
    },
    {
      name: 'author-site',
      dist: join(repoRoot, 'apps/author-site/dist'),
      origin: origin(target.ports.author),
    },
  ];
}
