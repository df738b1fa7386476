import { floorGrid } from './shapes';
import type { VectorTemplate } from './types';

const cyberGrid = floorGrid(186, 36);

/** Template 10, cyber: a neon perspective grid on near-black, with a glitching mono title. */
export const cyber = {
  id: 10,
  key: 'cyber',
  kind: 'vector',
  art: ({ id, url }) => (
    <>
      <defs>
        <linearGradient id={id('glow')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff2bd6" stopOpacity="0" />
          <stop offset="1" stopColor="#ff2bd6" stopOpacity=".55" />
        </linearGradient>
      </defs>
      <rect width="200" height="300" fill="#06070f" />
      <g stroke="#ffffff" opacity=".05">
        {Array.from({ length: 23 }, (_, k) => (
          <path key={k} d={`M0 ${k * 8 + 4}h200`} />
        ))}
      </g>
      <rect y="140" width="200" height="46" fill={url('glow')} />
      <g stroke="#00e5ff" strokeWidth=".7" opacity=".85">
        <path d="M0 186h200" stroke="#ff2bd6" strokeWidth="1.4" />
        {cyberGrid.rows.map((y) => (
          <path key={y} d={`M0 ${y}h200`} />
        ))}
        {cyberGrid.columns.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g fill="none" stroke="#00e5ff" strokeWidth="1.2">
        <path d="M12 26V12h14M188 26V12h-14M12 160v14h14M188 160v14h-14" />
      </g>
    </>
  ),
  title: {
    font: 'mono',
    x: 100,
    y: 88,
    anchor: 'middle',
    align: 'center',
    width: 164,
    size: 18,
    minSize: 9,
    maxLines: 4,
    weight: 700,
    uppercase: true,
    widthFactor: 1.05,
    fill: '#f5fbff',
    shadows: [
      { dx: -1.4, dy: 0, fill: '#ff2bd6' },
      { dx: 1.4, dy: 0.6, fill: '#00e5ff' },
    ],
  },
  author: {
    font: 'mono',
    x: 100,
    y: 150,
    width: 164,
    size: 7.5,
    anchor: 'middle',
    fill: '#00e5ff',
    uppercase: true,
    letterSpacing: 1,
  },
} as const satisfies VectorTemplate;
