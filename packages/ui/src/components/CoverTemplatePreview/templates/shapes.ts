/**
 * Shape helpers shared by the vector templates: pure, deterministic (no Math.random, so the server
 * and the browser draw the same cover), and computed once when a template module loads.
 */

/** A deterministic jitter in [-1, 1] for the i-th point of shape `seed`. */
const jitter = (i: number, seed: number): number => (((i * 7 + seed * 13) % 11) - 5) / 5;

/** A rectangle of paper with torn top and bottom edges, as polygon points. */
export function tornPaper(x: number, y: number, w: number, h: number, seed: number): string {
  const step = 7;
  const top: string[] = [];
  const bottom: string[] = [];
  const n = Math.ceil(w / step);
  for (let i = 0; i <= n; i += 1) {
    const px = Math.min(x + i * step, x + w);
    top.push(`${px},${(y + jitter(i, seed) * 2.2).toFixed(1)}`);
    bottom.push(`${px},${(y + h + jitter(i, seed + 3) * 2.2).toFixed(1)}`);
  }
  return [...top, ...bottom.reverse()].join(' ');
}

/** A perspective floor grid (Cyber, Vaporwave): rows bunch towards the horizon, columns converge. */
export function floorGrid(horizon: number, spread: number): { rows: number[]; columns: string[] } {
  const depth = 300 - horizon;
  const rows = Array.from({ length: 8 }, (_, k) => horizon + ((k + 1) / 8) ** 2 * depth);
  const columns = Array.from({ length: 13 }, (_, k) => {
    const i = k - 6;
    return `M${100 + i * 7} ${horizon}L${100 + i * spread} 300`;
  });
  return { rows, columns };
}
