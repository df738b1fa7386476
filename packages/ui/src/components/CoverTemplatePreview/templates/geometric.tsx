import type { VectorTemplate } from './types';

const GEOMETRIC_COLOURS = ['#1d3557', '#457b9d', '#a8dadc', '#e63946'] as const;

/** The grid: each cell split into two triangles, the diagonal flipping like a quilt. */
const geometricTriangles = (() => {
  const cols = 5;
  const rows = 8;
  const w = 200 / cols;
  const h = 300 / rows;
  const out: Array<{ d: string; fill: string }> = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const x = c * w;
      const y = r * h;
      const a = (r * 2 + c * 3) % 4;
      const b = (a + 1 + ((r + c) % 3)) % 4;
      const flip = (r + c) % 2 === 0;
      out.push(
        flip
          ? { d: `M${x} ${y}h${w}L${x} ${y + h}z`, fill: GEOMETRIC_COLOURS[a] ?? '#1d3557' }
          : { d: `M${x} ${y}h${w}v${h}z`, fill: GEOMETRIC_COLOURS[a] ?? '#1d3557' },
        flip
          ? { d: `M${x + w} ${y}v${h}H${x}z`, fill: GEOMETRIC_COLOURS[b] ?? '#457b9d' }
          : { d: `M${x} ${y}v${h}h${w}z`, fill: GEOMETRIC_COLOURS[b] ?? '#457b9d' },
      );
    }
  }
  return out;
})();

/** Template 7, geometric: a quilt of triangles above a pale band that holds the title. */
export const geometric = {
  id: 7,
  key: 'geometric',
  kind: 'vector',
  art: () => (
    <>
      {geometricTriangles.map((t) => (
        <path key={t.d} d={t.d} fill={t.fill} />
      ))}
      <rect y="160" width="200" height="98" fill="#f1faee" />
      <rect x="16" y="160" width="28" height="4" fill="#e63946" />
    </>
  ),
  title: {
    font: 'sans',
    x: 16,
    y: 203,
    anchor: 'start',
    align: 'center',
    width: 168,
    size: 20,
    minSize: 11,
    maxLines: 3,
    weight: 800,
    fill: '#1d3557',
  },
  author: {
    font: 'sans',
    x: 16,
    y: 244,
    width: 168,
    size: 7.5,
    anchor: 'start',
    fill: '#457b9d',
    weight: 600,
    uppercase: true,
    letterSpacing: 1,
  },
} as const satisfies VectorTemplate;
