// `npm run bench`: Lighthouse (mobile, simulated throttling) on the built pages, median of N runs.
// It prints figures; it is not a test (timings vary from machine to machine).
import { join } from 'node:path';
import { startStubMarketplace } from '@landing/marketplace-client/stub';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, launchChromium } from '../browser.js';
import { serveStatic } from '../server.js';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const root = join(import.meta.dirname, '../../../..');
const targets = (
  process.argv.slice(2).length
    ? process.argv.slice(2)
    : ['ebook:/', 'ebook:/es/', 'author:/', 'author:/es/']
).map((t) => {
  const [site, path] = t.split(':') as [string, string];
  return { site, path };
});

// The built sites call the stub on its configured port; start it there if nothing else has.
const stub = await startStubMarketplace({ port: 4010 }).catch(() => null);
const servers = {
  ebook: await serveStatic({ root: join(root, 'apps/ebook-site/dist') }),
  author: await serveStatic({ root: join(root, 'apps/author-site/dist') }),
};
let port = 9333;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

const rows: string[] = [];
for (const { site, path } of targets) {
  const server = servers[site as keyof typeof servers];
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    // A fresh browser per run: a run that times out can leave tracing on in a reused one.
    port += 1;
    const browser = await launchChromium({
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    });
    const result = await lighthouse(server.url + path, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    }).finally(() => browser.close());
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      rows.push(
        `  (${site}${path} run ${i + 1} failed: ${lhr?.runtimeError?.code ?? 'no result'})`,
      );
      continue;
    }
    const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
    samples.push({
      performance: (lhr.categories.performance?.score ?? 0) * 100,
      accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
      bestPractices: (lhr.categories['best-practices']?.score ?? 0) * 100,
      seo: (lhr.categories.seo?.score ?? 0) * 100,
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      bytes: num('total-byte-weight'),
    });
  }
  const m = (k: keyof Sample) => median(samples.map((s) => s[k]));
  const clsAll = samples.map((s) => s.cls.toFixed(3)).join('/');
  rows.push(
    `${`${site}${path}`.padEnd(20)} ${String(m('performance')).padStart(4)}  ${String(m('accessibility')).padStart(4)}  ${String(m('bestPractices')).padStart(3)}  ${String(m('seo')).padStart(4)}  ${m('lcp').toFixed(0).padStart(6)}  ${m('tbt').toFixed(0).padStart(6)}  ${m('cls').toFixed(3)}  ${m('bytes').toFixed(0).padStart(7)}   (CLS per run: ${clsAll})`,
  );
}

// Printed together at the end so Chromium's and Lighthouse's own output cannot interleave.
console.log(
  `\nLighthouse ${runs}× per page (mobile, simulated throttling), medians of valid runs:\n`,
);
console.log('page                 perf  a11y  bp   seo   LCP ms  TBT ms  CLS     bytes');
for (const row of rows) console.log(row);

await Promise.all([servers.ebook.close(), servers.author.close(), stub?.close()]);
