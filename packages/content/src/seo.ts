import type { Messages } from './messages.js';
import { findRoute, isLegalKey, isToolKey, type RouteKey, type SiteId } from './routes.js';
import type { ToolKey } from './vocabulary.js';

/** The title (≤ 60 characters) and meta description (≤ 155) of one page. */
export interface SeoEntry {
  readonly title: string;
  readonly description: string;
}

// The tool pages' SEO is written in `tools.pages.<key>.seo` (tools.ts, another engineer's module).
// Read through this optional view so this file compiles whether or not a page is there yet.
interface ToolPagesView {
  readonly pages?: Partial<Record<ToolKey, { readonly seo?: SeoEntry }>>;
}

/**
 * The title and description of a route in the given locale's messages. Home and 404 read
 * `messages.seo.<site>`; tool pages (on the sites whose route list has them) read
 * `messages.tools.pages.<key>.seo`; legal pages (the same on every site that has them) read
 * `messages.legal.pages.<key>.seo`. A route with no entry (a tool page not written yet, or a tool
 * key the site's route list lacks) falls back to the site's home entry, so a page never renders
 * without a title; the SEO test catches the duplicate.
 * @param messages One locale's messages (`en` or `es`).
 * @param site The site the page belongs to.
 * @param routeKey The route's key in `ROUTES`.
 */
export function seoFor(messages: Messages, site: SiteId, routeKey: RouteKey): SeoEntry {
  const siteSeo = messages.seo[site];
  if (routeKey === 'home' || routeKey === 'notFound') return siteSeo[routeKey];
  if (isLegalKey(routeKey)) return messages.legal.pages[routeKey].seo;
  if (isToolKey(routeKey) && findRoute(site, routeKey)) {
    const tools: ToolPagesView = messages.tools;
    const entry = tools.pages?.[routeKey]?.seo;
    if (entry) return entry;
  }
  return siteSeo.home;
}
