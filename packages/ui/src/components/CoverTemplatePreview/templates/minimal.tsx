import type { VectorTemplate } from './types';

/** Template 11, minimal: one red dot and a small title on a calm ground. */
export const minimal = {
  id: 11,
  key: 'minimal',
  kind: 'vector',
  art: () => (
    <>
      <rect width="200" height="300" fill="#eee8df" />
      <circle cx="148" cy="92" r="7" fill="#d1495b" />
    </>
  ),
  title: {
    font: 'sans',
    x: 24,
    y: 252,
    anchor: 'start',
    align: 'bottom',
    width: 128,
    size: 13,
    minSize: 9,
    maxLines: 3,
    weight: 600,
    fill: '#1f1f1f',
  },
  author: {
    font: 'sans',
    x: 24,
    y: 270,
    width: 128,
    size: 7,
    anchor: 'start',
    fill: '#6b6b6b',
    weight: 400,
  },
} as const satisfies VectorTemplate;
