import type { LegalKey } from '../routes.js';

/**
 * The day each legal page was last changed, as an ISO date (read in UTC and printed with
 * `formatLongDate`). Both languages read this one table, so a page's date cannot differ between
 * them: change a page's date here when its words change.
 */
export const LEGAL_UPDATED = {
  privacy: '2026-11-27',
  cookies: '2026-11-28',
  terms: '2026-11-27',
  legalNotice: '2026-11-27',
  accessibility: '2026-11-27',
} as const satisfies Readonly<Record<LegalKey, string>>;
