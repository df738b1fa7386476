/**
 * What `npm run bench` (cli/bench.ts) makes of a page's Lighthouse runs: the medians and spreads
 * it prints, the largest paint's element, and the verdict against the targets below. Pure, so the
 * verdict is unit-tested (bench-verdict.test.ts) without running Lighthouse.
 */

/**
 * The targets every benchmarked page meets (docs/ARCHITECTURE.md "Quality"): a median largest
 * paint within 0.9× of a reference marketing template measured on the same machine, no blocking
 * time, a perfect score in every run, no layout shift, and the other categories at 100.
 */
export const BENCH_TARGETS = {
  lcpMedianMs: 1420,
  tbtMedianMs: 0,
  tbtMaxMs: 30,
  performanceEveryRun: 100,
  cls: 0,
  otherCategories: 100,
} as const;

/** The part of a Lighthouse result (LHR) the bench reads. */
export interface LighthouseResult {
  runtimeError?: unknown;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface PageSummary {
  runs: number;
  performance: Spread;
  accessibility: Spread;
  bestPractices: Spread;
  seo: Spread;
  lcp: Spread;
  fcp: Spread;
  tbt: Spread;
  cls: Spread;
  /** The largest paint's element as Lighthouse names it, with how many runs named it. */
  lcpElement: string;
}

function spread(values: number[]): Spread {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  const m = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[m]! : (sorted[m - 1]! + sorted[m]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)! };
}

/** The first node Lighthouse describes in an audit's details (its label, else its snippet). */
function firstNode(details: unknown): string | undefined {
  if (Array.isArray(details)) {
    for (const item of details) {
      const found = firstNode(item);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof details !== 'object' || details === null) return undefined;
  const record = details as Record<string, unknown>;
  if (record.type === 'node') {
    const label = record.nodeLabel ?? record.snippet;
    return typeof label === 'string' ? label : undefined;
  }
  for (const value of Object.values(record)) {
    const found = firstNode(value);
    if (found) return found;
  }
  return undefined;
}

/** A page's runs summed up; runs that ended in a runtime error are left out. */
export function summarize(results: readonly LighthouseResult[]): PageSummary {
  const valid = results.filter((lhr) => !lhr.runtimeError);
  const score = (id: string) =>
    spread(valid.map((lhr) => (lhr.categories[id]?.score ?? Number.NaN) * 100));
  const audit = (id: string) =>
    spread(valid.map((lhr) => Number(lhr.audits[id]?.numericValue ?? Number.NaN)));
  const elements = new Map<string, number>();
  for (const lhr of valid) {
    const node = firstNode(lhr.audits['largest-contentful-paint-element']?.details) ?? 'unknown';
    elements.set(node, (elements.get(node) ?? 0) + 1);
  }
  const [element, count] = [...elements].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
  return {
    runs: valid.length,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lcpElement: `${element} (${count} of ${valid.length} runs)`,
  };
}

/**
 * What a page misses of {@link BENCH_TARGETS}, one line each; empty when it meets them all. Times
 * are judged in whole milliseconds, as they are printed and as the targets are stated: Lighthouse's
 * simulation can leave a float's residue (a blocking time of 1.1e-13 ms), which is 0.
 */
export function misses(summary: PageSummary, targets = BENCH_TARGETS): string[] {
  const out: string[] = [];
  if (summary.runs === 0) return ['no valid run'];
  const ms = (value: number) => Math.round(value);
  if (!(ms(summary.lcp.median) <= targets.lcpMedianMs)) {
    out.push(`LCP median ${ms(summary.lcp.median)} ms > ${targets.lcpMedianMs} ms`);
  }
  if (!(ms(summary.tbt.median) <= targets.tbtMedianMs)) {
    out.push(`TBT median ${ms(summary.tbt.median)} ms > ${targets.tbtMedianMs} ms`);
  }
  if (!(ms(summary.tbt.max) <= targets.tbtMaxMs)) {
    out.push(`TBT max ${ms(summary.tbt.max)} ms > ${targets.tbtMaxMs} ms`);
  }
  if (!(summary.performance.min >= targets.performanceEveryRun)) {
    out.push(`performance ${summary.performance.min} in a run < ${targets.performanceEveryRun}`);
  }
  if (!(summary.cls.max <= targets.cls)) {
    out.push(`CLS ${summary.cls.max.toFixed(3)} in a run > ${targets.cls}`);
  }
  for (const [name, value] of [
    ['accessibility', summary.accessibility],
    ['best practices', summary.bestPractices],
    ['SEO', summary.seo],
  ] as const) {
    if (!(value.min >= targets.otherCategories)) {
      out.push(`${name} ${value.min} in a run < ${targets.otherCategories}`);
    }
  }
  return out;
}

const fmt = (s: Spread, digits = 0) =>
  `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;

/** The table `npm run bench` prints: a row per page, then its LCP element and its verdict. */
export function benchTable(pages: ReadonlyArray<{ page: string; summary: PageSummary }>): string {
  const header = `${'page'.padEnd(28)} ${'perf'.padEnd(12)} ${'LCP ms'.padEnd(18)} ${'FCP ms'.padEnd(18)} ${'TBT ms'.padEnd(12)} ${'CLS'.padEnd(20)} a11y/bp/seo`;
  const lines = [header];
  for (const { page, summary: s } of pages) {
    const verdict = misses(s);
    lines.push(
      `${page.padEnd(28)} ${fmt(s.performance).padEnd(12)} ${fmt(s.lcp).padEnd(18)} ${fmt(s.fcp).padEnd(18)} ${fmt(s.tbt).padEnd(12)} ${fmt(s.cls, 3).padEnd(20)} ${s.accessibility.min}/${s.bestPractices.min}/${s.seo.min}`,
      `${''.padEnd(28)} LCP element: ${s.lcpElement}`,
      `${''.padEnd(28)} ${verdict.length === 0 ? 'meets the targets' : `MISSES: ${verdict.join('; ')}`}`,
    );
  }
  return lines.join('\n');
}
