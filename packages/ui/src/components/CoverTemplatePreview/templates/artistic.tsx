import type { VectorTemplate } from './types';

/** Template 5, artistic: paint blobs and brush strokes around an italic serif title. */
export const artistic = {
  id: 5,
  key: 'artistic',
  kind: 'vector',
  art: () => (
    <>
      <rect width="200" height="300" fill="#fbf6ee" />
      <path d="M-10 40C30-10 110 10 100 60 92 100 30 112-10 92z" fill="#f2a65a" opacity=".85" />
      <path d="M128-10c62 8 92 70 52 100-30 20-60-30-52-100z" fill="#5b8e7d" opacity=".8" />
      <path d="M150 222c50-20 70 68 30 88-50 12-70-58-30-88z" fill="#e56b6f" opacity=".85" />
      <path d="M-10 232c30-22 80 18 60 58-10 20-60 20-60-10z" fill="#355070" opacity=".8" />
      <g fill="none" strokeLinecap="round">
        <path d="M30 196c40-12 100 10 142-8" stroke="#f2a65a" strokeWidth="9" opacity=".7" />
        <path d="M44 106c36-12 80 6 116-6" stroke="#5b8e7d" strokeWidth="4" opacity=".65" />
        <path d="M36 202c50-6 90 6 120-2" stroke="#e56b6f" strokeWidth="2" opacity=".7" />
      </g>
      <g fill="#355070" opacity=".7">
        <circle cx="162" cy="122" r="2.4" />
        <circle cx="170" cy="130" r="1.2" />
        <circle cx="34" cy="178" r="1.8" />
        <circle cx="26" cy="170" r="1" />
        <circle cx="118" cy="232" r="1.4" />
      </g>
    </>
  ),
  title: {
    font: 'serif',
    x: 100,
    y: 152,
    anchor: 'middle',
    align: 'center',
    width: 150,
    size: 22,
    minSize: 12,
    maxLines: 3,
    weight: 700,
    italic: true,
    fill: '#2b2d42',
  },
  author: {
    font: 'serif',
    x: 100,
    y: 224,
    width: 120,
    size: 9,
    anchor: 'middle',
    fill: '#2b2d42',
    italic: true,
  },
} as const satisfies VectorTemplate;
