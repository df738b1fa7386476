import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Whether this run rewrites baselines instead of comparing (`npm run visual:update`). */
export const UPDATE_BASELINES = process.env.UPDATE_BASELINES === '1';

export interface VisualResult {
  /** `updated` when the baseline was (re)written, `match` or `mismatch` otherwise. */
  status: 'updated' | 'match' | 'mismatch' | 'missing';
  diffPixels: number;
  diffRatio: number;
  message: string;
}

/**
 * Compares a screenshot with its committed baseline using pixelmatch. A small per-pixel threshold
 * absorbs anti-aliasing; `maxDiffRatio` is the share of pixels allowed to differ. On a mismatch the
 * actual image and a diff are written under `.visual-output/` for review.
 */
export async function compareWithBaseline(
  png: Buffer,
  baselineFile: string,
  { maxDiffRatio = 0.002, threshold = 0.1 }: { maxDiffRatio?: number; threshold?: number } = {},
): Promise<VisualResult> {
  if (UPDATE_BASELINES) {
    await mkdir(dirname(baselineFile), { recursive: true });
    await writeFile(baselineFile, png);
    return { status: 'updated', diffPixels: 0, diffRatio: 0, message: `updated ${baselineFile}` };
  }
  if (!existsSync(baselineFile)) {
    return {
      status: 'missing',
      diffPixels: 0,
      diffRatio: 1,
      message: `no baseline at ${baselineFile}; run \`npm run visual:update\` and commit it`,
    };
  }
  const actual = PNG.sync.read(png);
  const expected = PNG.sync.read(await readFile(baselineFile));
  const outDir = join(process.cwd(), '.visual-output');
  const stem = baselineFile.replace(/[^a-zA-Z0-9._-]+/g, '_');
  if (actual.width !== expected.width || actual.height !== expected.height) {
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, `${stem}.actual.png`), png);
    return {
      status: 'mismatch',
      diffPixels: actual.width * actual.height,
      diffRatio: 1,
      message: `size ${actual.width}×${actual.height} differs from baseline ${expected.width}×${expected.height}`,
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const diffPixels = pixelmatch(
    actual.data,
    expected.data,
    diff.data,
    actual.width,
    actual.height,
    { threshold },
  );
  const diffRatio = diffPixels / (actual.width * actual.height);
  if (diffRatio > maxDiffRatio) {
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, `${stem}.actual.png`), png);
    await writeFile(join(outDir, `${stem}.diff.png`), PNG.sync.write(diff));
    return {
      status: 'mismatch',
      diffPixels,
      diffRatio,
      message: `${diffPixels} pixels (${(diffRatio * 100).toFixed(3)}%) differ; see .visual-output/${stem}.diff.png`,
    };
  }
  return { status: 'match', diffPixels, diffRatio, message: 'match' };
}
