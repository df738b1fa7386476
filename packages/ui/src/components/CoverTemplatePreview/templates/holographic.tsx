import type { VectorTemplate } from './types';

/** Template 13, holographic: iridescent foil with a diagonal sheen. */
export const holographic = {
  id: 13,
  key: 'holographic',
  kind: 'vector',
  art: ({ id, url }) => (
    <>
      <defs>
        <linearGradient id={id('foil')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff9ad5" />
          <stop offset=".3" stopColor="#c9a7ff" />
          <stop offset=".55" stopColor="#8fdcff" />
          <stop offset=".78" stopColor="#b7ffd8" />
          <stop offset="1" stopColor="#fff2a1" />
        </linearGradient>
        <linearGradient id={id('sheen')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0" />
          <stop offset=".5" stopColor="#ffffff" stopOpacity=".65" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
        <radialGradient id={id('spot')} cx=".85" cy=".85" r=".5">
          <stop offset="0" stopColor="#ff7ac8" stopOpacity=".6" />
          <stop offset="1" stopColor="#ff7ac8" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="200" height="300" fill={url('foil')} />
      <rect width="200" height="300" fill={url('spot')} />
      <rect
        x="40"
        y="-60"
        width="56"
        height="420"
        fill={url('sheen')}
        transform="rotate(28 100 150)"
      />
      <g fill="none" stroke="#ffffff" strokeWidth="1.1" opacity=".5">
        <path d="M0 48c60-24 140 24 200 0" />
        <path d="M0 64c60-24 140 24 200 0" />
        <path d="M0 236c60-24 140 24 200 0" />
        <path d="M0 252c60-24 140 24 200 0" />
        <path d="M0 268c60-24 140 24 200 0" />
      </g>
    </>
  ),
  title: {
    font: 'sans',
    x: 100,
    y: 150,
    anchor: 'middle',
    align: 'center',
    width: 164,
    size: 23,
    minSize: 12,
    maxLines: 3,
    weight: 800,
    fill: '#2b1a4a',
  },
  author: {
    font: 'sans',
    x: 100,
    y: 214,
    width: 150,
    size: 8,
    anchor: 'middle',
    fill: '#2b1a4a',
    weight: 600,
    letterSpacing: 0.6,
  },
} as const satisfies VectorTemplate;
