import type { SiteId } from '@landing/content';
import type { Budget } from './budgets.js';

// A site's definition, read alike by the tools (`loadSites`, ./sites.ts) and by the site's own
// runtime modules (its config, header, renderer and pages import `apps/<name>/site.ts`). So this
// module imports nothing at run time: no `node:` module, nothing a browser bundle cannot hold.

/** The kinds of page a site has, each with its own byte budget. */
export type PageKind = 'landing' | 'tool' | 'legal' | 'notFound';

/**
 * Sources a site adds to its Content-Security-Policy (README.md "Analytics and consent (for
 * marketers)"), per directive: what its tags load beyond the Tag Manager and Analytics hosts the
 * policy already allows. Each is an https origin (`https://host`, `https://*.host`).
 */
export interface SiteCsp {
  script?: readonly string[];
  img?: readonly string[];
  connect?: readonly string[];
  frame?: readonly string[];
  /**
   * `'unsafe-eval'` in `script-src`, which Tag Manager's custom JavaScript variables need: it lets
   * any injected string run as code, so only a site that has such a variable and accepts that
   * sets it. @default false
   */
  unsafeEval?: boolean;
}

/** An https origin, or every subdomain of one: what {@link SiteCsp} accepts. */
const HTTPS_SOURCE = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/i;

/** Why a site's CSP additions cannot be used, one line each; empty when they can. */
export function cspProblems(csp: SiteCsp): string[] {
  return (['script', 'img', 'connect', 'frame'] as const).flatMap((directive) =>
    (csp[directive] ?? [])
      .filter((source) => !HTTPS_SOURCE.test(source))
      .map(
        (source) =>
          `csp.${directive}: "${source}" is not an https origin (https://host or https://*.host)`,
      ),
  );
}

/** What an app's `site.ts` declares (docs/CONTRIBUTING.md "Add a site"). */
export interface SiteOptions<Id extends SiteId = SiteId> {
  /**
   * The site in the route table (`@landing/content`'s `SITES`): the routes it prerenders, its
   * header and footer links, its SEO entries and its own copy (`messages[id]`) are keyed by it.
   */
  id: Id;
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
  /** Sources its tags need beyond the policy's own (`SiteCsp`). @default {} */
  csp?: SiteCsp;
  /**
   * Its tag manager container runs Google Ads conversion and remarketing tags, which serve the
   * banner's Marketing purpose: its Content-Security-Policy then allows the hosts Google lists for
   * them (`GOOGLE_ADS_SOURCES` in `tooling/devkit/src/headers.ts`), only when a container is
   * configured. Off, no ad tag can load, whatever a visitor grants. @default false
   */
  marketing?: boolean;
}

export interface SiteDefinition<Id extends SiteId = SiteId> extends Required<SiteOptions<Id>> {
  /** The app's folder under `apps/`, its package `@landing/<name>` and its suites' name. */
  name: `${Id}-site`;
  /** The variable that moves `ports.start`, e.g. `EBOOK_PORT`. */
  portVariable: string;
  /**
   * Where `npm start` serves it (`http://localhost:<ports.start>`): the origin its build embeds
   * when no `VITE_SITE_URL` is set.
   */
  localOrigin: string;
}

/**
 * Declares a site: the one place its id, ports, budgets and benchmarked pages are written. The
 * run script, `npm start`, `npm run dev`, the nginx preview, the deploy table, the bench, the
 * budget checks and the e2e suites read the definitions (`loadSites`, ./sites.ts); the site's
 * config, header, renderer and pages read its own (`site.id`, `site.localOrigin`).
 */
export function defineSite<const Id extends SiteId>(options: SiteOptions<Id>): SiteDefinition<Id> {
  const problems = cspProblems(options.csp ?? {});
  if (problems.length > 0) {
    throw new Error(`apps/${options.id}-site/site.ts: ${problems.join('; ')}`);
  }
  return {
    product: true,
    bench: [],
    reviews: false,
    csp: {},
    marketing: false,
    ...options,
    name: `${options.id}-site`,
    portVariable: `${options.id.toUpperCase()}_PORT`,
    localOrigin: `http://localhost:${options.ports.start}`,
  };
}
