import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteId } from '@landing/content';
import type { Budget } from './budgets.js';

/** The kinds of page a site has, each with its own byte budget. */
export type PageKind = 'landing' | 'tool' | 'legal' | 'notFound';

/** What an app's `site.ts` declares (docs/CONTRIBUTING.md "Add a site"). */
export interface SiteOptions {
  /** The site in the route table (`@landing/content`'s `SITES`), whose routes it prerenders. */
  id: SiteId;
  /** How `npm start` names it, e.g. `Ebook generator site`. */
  title: string;
  /**
   * A product site: `npm start`, `npm run dev`, `npm run preview:nginx`, the deploy table and the
   * bench serve it. Without it the site is built and tested only (apps/example-site).
   * @default true
   */
  product?: boolean;
  ports: {
    /** `npm start` and `npm run preview:nginx`; its build's embedded `VITE_SITE_URL`. */
    start: number;
    /** `npm run dev`. */
    dev: number;
    /**
     * Its e2e suite's built site and that suite's own stub marketplace, and its pseudo-locale
     * build's server when the suite checks one.
     */
    e2e: { site: number; stub: number; pseudo?: number };
  };
  /** Brotli bytes per page kind a first visit may load (`budgets.ts`); raise one only with a reason. */
  budgets: Partial<Record<PageKind, Budget>>;
  /** The pages `npm run bench` measures. */
  bench?: ReadonlyArray<{ path: string; kind: PageKind }>;
  /**
   * The site shows testimonials from configured review sites (`VITE_REVIEWS_URL`,
   * `VITE_REVIEW_SITES`), which a production build then requires. @default false
   */
  reviews?: boolean;
}

export interface SiteDefinition extends Required<SiteOptions> {
  /** The app's folder under `apps/`, its package `@landing/<name>` and its suites' name. */
  name: `${SiteId}-site`;
  /** The variable that moves `ports.start`, e.g. `EBOOK_PORT`. */
  portVariable: string;
}

/**
 * Declares a site: the one place its ports, budgets and benchmarked pages are written. The run
 * script, `npm start`, `npm run dev`, the nginx preview, the deploy table, the bench, the budget
 * checks and the e2e suites all read the definitions (`loadSites`).
 */
export function defineSite(options: SiteOptions): SiteDefinition {
  return {
    product: true,
    bench: [],
    reviews: false,
    ...options,
    name: `${options.id}-site`,
    portVariable: `${options.id.toUpperCase()}_PORT`,
  };
}

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
