import type { VectorTemplate } from './types';

/** Template 20, bold-stripe: a thick orange stripe across the cover that carries the title. */
export const boldStripe = {
  id: 20,
  key: 'bold-stripe',
  kind: 'vector',
  art: () => (
    <>
      <rect width="200" height="300" fill="#f4f1ea" />
      <path d="M0 100h200M0 212h200" stroke="#111111" strokeWidth="2" />
      <rect y="108" width="200" height="96" fill="#ff5a36" />
      <circle cx="100" cy="52" r="5" fill="#111111" />
    </>
  ),
  title: {
    font: 'sans',
    x: 100,
    y: 156,
    anchor: 'middle',
    align: 'center',
    width: 176,
    size: 26,
    minSize: 12,
    maxLines: 3,
    weight: 900,
    uppercase: true,
    widthFactor: 1.2,
    lineHeight: 1,
    fill: '#ffffff',
  },
  author: {
    font: 'sans',
    x: 100,
    y: 262,
    width: 170,
    size: 9,
    anchor: 'middle',
    fill: '#111111',
    weight: 800,
    uppercase: true,
    letterSpacing: 1.5,
  },
} as const satisfies VectorTemplate;
