// `pnpm build` in an app: the client bundle, the server bundle, then every page prerendered.
// `landing build --pseudo`: the same site with the pseudo-locale in place of English, into
// dist-pseudo/, which nothing publishes (docs/ARCHITECTURE.md "Pseudo-locale").
// With SITE_ENV=production (`npm run build:production`), or a public https VITE_SITE_URL however
// the build was started (`npm run build` on a host with the production variables set), the site's
// configuration, legal facts and the sources of its claims are checked first, and the build stops
// before writing anything when one is missing or a placeholder, removing what an earlier build left
// in its output folder (docs/GO-LIVE.md).
import { existsSync, rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { type ClaimEvidence, legalRoutesFor, type SiteId } from '@landing/content';
import { SITE_ENV_NAMES, type SiteEnv } from '@landing/site-config';
import { loadLegalFacts } from '@landing/site-config/legal';
import { isPublicOrigin, productionProblems } from '@landing/site-config/production';
import { loadClaimSources } from '@landing/site-config/sources';
import { build, loadEnv, type Plugin } from 'vite';
import { localSiteEnv } from '../local-origins.js';
import { prerenderApp, SECURITY_TXT_DAYS, vercelOutputDir } from '../prerender.js';
import { loadSites } from '../sites.js';

const appDir = process.cwd();
const args = process.argv.slice(2);
const pseudo = args.includes('--pseudo');
// `--out-dir DIR` builds elsewhere (its server bundle beside it, in DIR-server): the check of a
// production build (tooling/devkit/smoke/production.spec.ts) leaves the tested dist/ alone.
const outDirArg = args.includes('--out-dir') ? args[args.indexOf('--out-dir') + 1] : undefined;
const outDir = outDirArg ?? (pseudo ? 'dist-pseudo' : 'dist');
const serverDir = outDirArg ? `${outDirArg}-server` : pseudo ? 'dist-pseudo-server' : 'dist-server';

/**
 * The English copy modules, each resolved to its pseudo-locale twin: the server's whole copy, the
 * consent notes' strings and the gallery's descriptions (packages/content/src/pseudo/).
 */
const PSEUDO_MODULES: Readonly<Record<string, string>> = {
  '@landing/content/en': '@landing/content/pseudo/en',
  '@landing/content/client/en': '@landing/content/pseudo/client/en',
  '@landing/content/gallery/en': '@landing/content/pseudo/gallery/en',
};

function pseudoLocale(): Plugin {
  return {
    name: 'landing:pseudo-locale',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const twin = PSEUDO_MODULES[source];
      return twin ? this.resolve(twin, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

const plugins = pseudo ? [pseudoLocale()] : [];

/**
 * The sources a site's pages need: the ebook site shows the testimonials and the review
 * screenshots, the author site its authors' testimonials, and every site the `CLAIMS` numbers.
 */
function evidenceShownBy(site: SiteId, evidence: ClaimEvidence): Partial<ClaimEvidence> {
  if (site === 'ebook') {
    const { testimonials, screenshots, claims } = evidence;
    return { testimonials, screenshots, claims };
  }
  if (site === 'author') {
    const { authorTestimonials, claims } = evidence;
    return { authorTestimonials, claims };
  }
  return { claims: evidence.claims };
}

const siteId = basename(appDir).replace(/-site$/, '') as SiteId;
// What Vite will read: the app's .env files for a build (.env, .env.production, and their .local
// twins), under the environment, which wins over them.
const files = loadEnv('production', appDir, 'VITE_');
const siteUrl = process.env.VITE_SITE_URL ?? files.VITE_SITE_URL;
// A build for the public origin is a production build: no recipe skips the checks.
const forPublicOrigin = process.env.SITE_ENV !== 'production' && isPublicOrigin(siteUrl);
const production = process.env.SITE_ENV === 'production' || forPublicOrigin;
if (forPublicOrigin && !pseudo) {
  console.log(`${siteId} site: built for ${siteUrl}, a public origin: checked as for production.`);
}

// The pseudo-locale is for checking layouts, never published: a production build skips it.
if (production && pseudo) {
  console.log('pseudo-locale: not built for production (nothing publishes it)');
  process.exit(0);
}

if (production) {
  const env: SiteEnv = Object.fromEntries(
    SITE_ENV_NAMES.map((name) => [name, process.env[name] ?? files[name]]),
  );
  const site = (await loadSites()).find((s) => s.id === siteId);
  const legalFile = process.env.LEGAL_FACTS_FILE?.trim();
  const legal = legalRoutesFor(siteId).length > 0 ? loadLegalFacts(legalFile) : undefined;
  const sourcesFile = process.env.CLAIM_SOURCES_FILE?.trim();
  const sources = loadClaimSources(sourcesFile);
  const problems = [
    ...(legal?.problems ?? []),
    ...sources.problems,
    ...productionProblems({
      env,
      reviews: site?.reviews ?? false,
      legal: legal?.facts,
      legalSource: legalFile
        ? `LEGAL_FACTS_FILE (${legalFile})`
        : 'packages/content/src/legal/facts.ts (or a file named by LEGAL_FACTS_FILE)',
      evidence: evidenceShownBy(siteId, sources.evidence),
      evidenceSource: sourcesFile
        ? `CLAIM_SOURCES_FILE (${sourcesFile})`
        : 'packages/content/src/evidence.ts (or a file named by CLAIM_SOURCES_FILE)',
    }),
  ];
  if (problems.length > 0) {
    console.error(
      `${siteId} site: not built for production, ${problems.length} to set first (in the environment or apps/${siteId}-site/.env.production):`,
    );
    for (const problem of problems) console.error(`  ${problem}`);
    // An earlier build's output would still be there for a host or a deploy step to publish.
    for (const dir of [outDir, serverDir, vercelOutputDir(outDir)]) {
      if (!existsSync(resolve(appDir, dir))) continue;
      rmSync(resolve(appDir, dir), { recursive: true, force: true });
      console.error(
        `  (removed ${dir}/, an earlier build, so that nothing unchecked is published)`,
      );
    }
    process.exit(1);
  }
} else {
  // Unset site variables point at the local servers, on the ports `npm start` will serve them on
  // (STUB_PORT, EBOOK_PORT, AUTHOR_PORT, HOST); Vite reads them from process.env like any other.
  Object.assign(process.env, localSiteEnv(siteId));
}
await build({ root: appDir, plugins, build: { outDir } });
// The server bundle writes its assets too: a static component's drawing is in no client chunk,
// and the prerender copies it into dist/ (prerender.ts, copyServerOnlyAssets).
await build({
  root: appDir,
  plugins,
  build: { ssr: 'src/entry-server.tsx', outDir: serverDir, ssrEmitAssets: true },
});
const written = await prerenderApp(appDir, { outDir, serverDir, unpublished: pseudo });
console.log(`prerendered ${written.length} pages${pseudo ? ' in the pseudo-locale' : ''}`);
if (production) {
  const expires = new Date(Date.now() + SECURITY_TXT_DAYS * 86_400_000).toISOString().slice(0, 10);
  console.log(
    `${siteId} site: /.well-known/security.txt expires on ${expires}; build and deploy again before then.`,
  );
}
