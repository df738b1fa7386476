import { describe, expect, it } from 'vitest';
import { benchTable, type LighthouseResult, misses, summarize } from './bench-verdict.js';

/** One Lighthouse run with the given figures, its LCP element named as Lighthouse 12 nests it. */
function run({
  perf = 1,
  lcp = 1300,
  fcp = 900,
  tbt = 0,
  cls = 0,
  element = 'Write your book with AI',
  error = false,
}: Partial<Record<'perf' | 'lcp' | 'fcp' | 'tbt' | 'cls', number>> & {
  element?: string;
  error?: boolean;
} = {}): LighthouseResult {
  return {
    ...(error && { runtimeError: { code: 'NO_FCP' } }),
    categories: {
      performance: { score: perf },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'first-contentful-paint': { numericValue: fcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
      'largest-contentful-paint-element': {
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ node: { type: 'node', nodeLabel: element } }] },
            { type: 'table', items: [{ phase: 'TTFB', timing: 600 }] },
          ],
        },
      },
    },
  };
}

describe('the bench verdict', () => {
  it('takes medians and spreads over valid runs, and names the usual LCP element', () => {
    const summary = summarize([
      run({ lcp: 1200, tbt: 0 }),
      run({ lcp: 1400, tbt: 20, element: 'img.hero' }),
      run({ lcp: 1300, tbt: 0 }),
      run({ lcp: 9999, error: true }),
    ]);
    expect(summary.runs).toBe(3);
    expect(summary.lcp).toEqual({ median: 1300, min: 1200, max: 1400 });
    expect(summary.tbt).toEqual({ median: 0, min: 0, max: 20 });
    expect(summary.lcpElement).toBe('Write your book with AI (2 of 3 runs)');
    expect(misses(summary)).toEqual([]);
  });

  it('names each target a page misses', () => {
    const summary = summarize([
      run({ lcp: 1500, tbt: 40, perf: 0.99, cls: 0.02 }),
      run({ lcp: 1450, tbt: 10 }),
      run({ lcp: 1600, tbt: 0 }),
    ]);
    expect(misses(summary)).toEqual([
      'LCP median 1500 ms > 1420 ms',
      'TBT median 10 ms > 0 ms',
      'TBT max 40 ms > 30 ms',
      'performance 99 in a run < 100',
      'CLS 0.020 in a run > 0',
    ]);
  });

  it('judges times in whole milliseconds, so a float residue of the simulation is 0', () => {
    const residue = 1.1368683772161603e-13;
    expect(misses(summarize([run({ tbt: residue }), run({ tbt: residue }), run()]))).toEqual([]);
    expect(misses(summarize([run({ tbt: 0.4 }), run({ tbt: 30.4 }), run()]))).toEqual([]);
    expect(misses(summarize([run({ tbt: 1 }), run({ tbt: 31 }), run()]))).toEqual([
      'TBT median 1 ms > 0 ms',
      'TBT max 31 ms > 30 ms',
    ]);
  });

  it('misses everything when no run was valid', () => {
    expect(misses(summarize([run({ error: true })]))).toEqual(['no valid run']);
  });

  it('prints a row, the LCP element and the verdict per page', () => {
    const table = benchTable([
      { page: 'ebook/', summary: summarize([run(), run({ lcp: 1500 }), run({ lcp: 1600 })]) },
    ]);
    expect(table).toContain('ebook/');
    expect(table).toContain('1500 (1300–1600)');
    expect(table).toContain('LCP element: Write your book with AI (3 of 3 runs)');
    expect(table).toContain('MISSES: LCP median 1500 ms > 1420 ms');
  });
});
