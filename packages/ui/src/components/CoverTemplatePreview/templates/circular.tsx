import type { VectorTemplate } from './types';

/** Template 9, circular: concentric warm rings with the title in their centre. */
export const circular = {
  id: 9,
  key: 'circular',
  kind: 'vector',
  art: () => (
    <>
      <rect width="200" height="300" fill="#fdf0d5" />
      <circle cx="100" cy="132" r="98" fill="#780000" />
      <circle cx="100" cy="132" r="84" fill="#c1121f" />
      <circle cx="100" cy="132" r="71" fill="#f4a261" />
      <circle cx="100" cy="132" r="59" fill="#e9c46a" />
      <circle cx="100" cy="132" r="48" fill="#fdf0d5" />
      <circle
        cx="100"
        cy="132"
        r="53"
        fill="none"
        stroke="#c1121f"
        strokeWidth="1.2"
        strokeDasharray="1.5 3.5"
      />
    </>
  ),
  title: {
    font: 'serif',
    x: 100,
    y: 132,
    anchor: 'middle',
    align: 'center',
    width: 80,
    size: 15,
    minSize: 8,
    maxLines: 4,
    weight: 700,
    fill: '#780000',
  },
  author: {
    font: 'sans',
    x: 100,
    y: 268,
    width: 160,
    size: 8,
    anchor: 'middle',
    fill: '#780000',
    weight: 600,
    uppercase: true,
    letterSpacing: 1.5,
  },
} as const satisfies VectorTemplate;
