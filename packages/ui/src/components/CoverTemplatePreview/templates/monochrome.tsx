import type { VectorTemplate } from './types';

/** Template 12, monochrome: overlapping grey circles above a dark band for the title. */
export const monochrome = {
  id: 12,
  key: 'monochrome',
  kind: 'vector',
  art: ({ id, url }) => (
    <>
      <defs>
        <linearGradient id={id('tone')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f4f4f4" />
          <stop offset="1" stopColor="#9e9e9e" />
        </linearGradient>
      </defs>
      <rect width="200" height="300" fill={url('tone')} />
      <circle cx="92" cy="116" r="72" fill="#c4c4c4" />
      <circle cx="110" cy="106" r="56" fill="#8f8f8f" />
      <circle cx="124" cy="98" r="40" fill="#5e5e5e" />
      <circle cx="134" cy="92" r="24" fill="#2f2f2f" />
      <rect y="200" width="200" height="100" fill="#1c1c1c" />
      <path d="M18 209h36" stroke="#9e9e9e" strokeWidth="2" />
    </>
  ),
  title: {
    font: 'sans',
    x: 18,
    y: 245,
    anchor: 'start',
    align: 'center',
    width: 164,
    size: 20,
    minSize: 11,
    maxLines: 3,
    weight: 800,
    fill: '#ffffff',
  },
  author: {
    font: 'sans',
    x: 18,
    y: 288,
    width: 164,
    size: 7.5,
    anchor: 'start',
    fill: '#bdbdbd',
    uppercase: true,
    letterSpacing: 1.2,
  },
} as const satisfies VectorTemplate;
