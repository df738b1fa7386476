import type { VectorTemplate } from './types';

/** Template 15, editorial-split: a portrait on the left half, a magazine title on the right. */
export const editorialSplit = {
  id: 15,
  key: 'editorial-split',
  kind: 'vector',
  art: ({ id, url }) => (
    <>
      <defs>
        <linearGradient id={id('photo')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a9d8f" />
          <stop offset="1" stopColor="#1f4e5f" />
        </linearGradient>
      </defs>
      <rect width="100" height="300" fill={url('photo')} />
      <circle cx="68" cy="86" r="26" fill="#e9c46a" opacity=".55" />
      <path d="M0 150c20-10 40 4 60-4s30-2 40 4v150H0z" fill="#264653" opacity=".6" />
      <circle cx="48" cy="150" r="17" fill="#10262e" />
      <path d="M42 164h12v14H42z" fill="#10262e" />
      <path d="M6 300v-80c4-36 24-46 42-46s38 10 42 46v80z" fill="#10262e" />
      <rect x="100" width="100" height="300" fill="#faf7f2" />
      <rect x="110" y="24" width="24" height="5" fill="#c1121f" />
      <path d="M110 246h80" stroke="#1b1b1b" strokeWidth=".6" />
      <g fill="#c7c2b8">
        <rect x="110" y="272" width="80" height="2" />
        <rect x="110" y="278" width="72" height="2" />
        <rect x="110" y="284" width="76" height="2" />
      </g>
    </>
  ),
  title: {
    font: 'serif',
    x: 110,
    y: 42,
    anchor: 'start',
    align: 'top',
    width: 82,
    size: 18,
    minSize: 10,
    maxLines: 7,
    weight: 700,
    lineHeight: 1.08,
    fill: '#1b1b1b',
  },
  author: {
    font: 'sans',
    x: 110,
    y: 261,
    width: 80,
    size: 6.5,
    anchor: 'start',
    fill: '#1b1b1b',
    weight: 700,
    uppercase: true,
    letterSpacing: 0.8,
  },
} as const satisfies VectorTemplate;
