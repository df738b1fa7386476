import { defineSite } from '@landing/devkit/site';

/** The ebook generator site: the one place its ports, budgets and benchmarked pages are set. */
export const site = defineSite({
  id: 'ebook',
  title: 'Ebook generator site',
  // Its landing's testimonials link to a review listing (src/config.ts, `reviewSources`).
  reviews: true,
  ports: { start: 4173, dev: 5173, e2e: { site: 4273, stub: 4310 } },
  // Tool, legal and not-found pages: 10.75 KB of script. 10.5 KB since the consent choice is kept
  // before its chunk loads and registration addresses are capped (docs/ARCHITECTURE.md "Quality");
  // then the pages measured 10,674-10,772 B with no change to their code: the entry names 17 files
  // (the islands' chunks and what they share) by content hash, and new hashes alone moved its
  // brotli size by 39 B (the same 24,237 B entry, built twice). A budget must not fail on hashes.
  // Landing HTML and CSS: 30.5 KB since the tokens' custom properties are named `--ui-` and their
  // paths (packages/ui/src/theme/tokenNames.ts): 405 B more on the Spanish landing for the names,
  // 154 B more for the prefix (its HTML 30,660 B brotli); names shortened to `--c-brand` would
  // have saved only 136 B.
  budgets: {
    landing: { js: 15360, htmlAndCss: 31232 },
    tool: { js: 11008, htmlAndCss: 16384 },
    legal: { js: 11008, htmlAndCss: 16384 },
    notFound: { js: 11008, htmlAndCss: 16384 },
  },
  // Both landings and one tool page per language.
  bench: [
    { path: '/', kind: 'landing' },
    { path: '/es/', kind: 'landing' },
    { path: '/ai-email-writer', kind: 'tool' },
    { path: '/es/redactor-de-emails-ia', kind: 'tool' },
  ],
});
