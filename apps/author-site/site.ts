import { defineSite } from '@landing/devkit/site';

/** The author publishing site: the one place its ports, budgets and benchmarked pages are set. */
export const site = defineSite({
  id: 'author',
  title: 'Author publishing site',
  ports: { start: 4174, dev: 5174, e2e: { site: 4274, stub: 4311, pseudo: 4276 } },
  // Legal and not-found pages: 10.5 KB of script, as on the ebook site, since the island runtime
  // holds a tap on a link marked to wait for its island (packages/site-kit/src/islands/hydrate.ts):
  // the Spanish legal pages' first visit measured 10,307 B brotli against 10 KB.
  budgets: {
    landing: { js: 15360, htmlAndCss: 30720 },
    legal: { js: 10752, htmlAndCss: 16384 },
    notFound: { js: 10752, htmlAndCss: 16384 },
  },
  bench: [
    { path: '/', kind: 'landing' },
    { path: '/es/', kind: 'landing' },
  ],
});
