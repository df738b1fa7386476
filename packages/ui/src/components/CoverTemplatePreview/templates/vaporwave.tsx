import { floorGrid } from './shapes';
import type { VectorTemplate } from './types';

const vaporGrid = floorGrid(192, 42);

/** Template 14, vaporwave: a striped sun setting over a neon floor grid. */
export const vaporwave = {
  id: 14,
  key: 'vaporwave',
  kind: 'vector',
  art: ({ id, url }) => (
    <>
      <defs>
        <linearGradient id={id('sky')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1b0b3f" />
          <stop offset=".4" stopColor="#5b1a8c" />
          <stop offset=".8" stopColor="#ff5fb0" />
          <stop offset="1" stopColor="#ffb3d9" />
        </linearGradient>
        <linearGradient id={id('sun')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe66d" />
          <stop offset="1" stopColor="#ff3fa4" />
        </linearGradient>
        <linearGradient id={id('floor')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2b0f54" />
          <stop offset="1" stopColor="#12052a" />
        </linearGradient>
        <mask id={id('cut')}>
          <circle cx="100" cy="150" r="50" fill="#ffffff" />
          <g fill="#000000">
            <rect y="146" width="200" height="2" />
            <rect y="158" width="200" height="3" />
            <rect y="170" width="200" height="4" />
            <rect y="182" width="200" height="5" />
          </g>
        </mask>
      </defs>
      <rect width="200" height="192" fill={url('sky')} />
      <circle cx="100" cy="150" r="50" fill={url('sun')} mask={url('cut')} />
      <rect y="192" width="200" height="108" fill={url('floor')} />
      <g stroke="#2de2e6" strokeWidth=".8" opacity=".9">
        <path d="M0 192h200" />
        {vaporGrid.rows.map((y) => (
          <path key={y} d={`M0 ${y}h200`} />
        ))}
        {vaporGrid.columns.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
    </>
  ),
  title: {
    font: 'sans',
    x: 100,
    y: 26,
    anchor: 'middle',
    align: 'top',
    width: 172,
    size: 22,
    minSize: 11,
    maxLines: 3,
    weight: 900,
    italic: true,
    uppercase: true,
    widthFactor: 1.2,
    lineHeight: 1.05,
    fill: '#ffffff',
    shadows: [
      { dx: 2, dy: 2, fill: '#ff3fa4' },
      { dx: -1, dy: -1, fill: '#2de2e6' },
    ],
  },
  author: {
    font: 'sans',
    x: 100,
    y: 288,
    width: 170,
    size: 7.5,
    anchor: 'middle',
    fill: '#ffffff',
    weight: 600,
    uppercase: true,
    letterSpacing: 2,
  },
} as const satisfies VectorTemplate;
