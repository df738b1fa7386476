import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteDefinition } from './site.js';

// The definitions themselves, and `defineSite`, are in ./site.ts, which the sites' runtime reads too.
export type { PageKind, SiteDefinition, SiteOptions } from './site.js';

const appsDir = join(import.meta.dirname, '../../../apps');

/** The app folders that declare a site (`apps/<name>/site.ts`). */
export function siteFolders(): string[] {
  return readdirSync(appsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => readdirSync(join(appsDir, entry.name)).includes('site.ts'))
    .map((entry) => entry.name)
    .sort();
}

/** Every site's definition, in the order of their `npm start` ports. */
export async function loadSites(): Promise<SiteDefinition[]> {
  const sites = await Promise.all(
    siteFolders().map(async (folder) => {
      const module = await import(pathToFileURL(join(appsDir, folder, 'site.ts')).href);
      const site = module.site as SiteDefinition;
      if (site.name !== folder) {
        throw new Error(
          `apps/${folder}/site.ts declares the site ${site.id}: its folder must be ${site.name}`,
        );
      }
      return site;
    }),
  );
  return sites.sort((a, b) => a.ports.start - b.ports.start);
}

/** The sites `npm start` and the deploy table serve. */
export async function productSites(): Promise<SiteDefinition[]> {
  return (await loadSites()).filter((site) => site.product);
}
