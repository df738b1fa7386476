import type { VectorTemplate } from './types';

/** Eight petals, one every 45°. */
const ROSETTE_PETALS = Array.from({ length: 8 }, (_, k) => k * 45);

/** Template 17, classic-alt: a double frame, a title in capitals and a large rosette. */
export const classicAlt = {
  id: 17,
  key: 'classic-alt',
  kind: 'vector',
  art: () => (
    <>
      <rect width="200" height="300" fill="#f3e3c3" />
      <rect x="10" y="10" width="180" height="280" fill="none" stroke="#8a3b12" strokeWidth="3" />
      <rect x="16" y="16" width="168" height="268" fill="none" stroke="#8a3b12" strokeWidth=".8" />
      <g fill="#8a3b12">
        <rect x="13" y="13" width="6" height="6" />
        <rect x="181" y="13" width="6" height="6" />
        <rect x="13" y="281" width="6" height="6" />
        <rect x="181" y="281" width="6" height="6" />
      </g>
      <circle cx="100" cy="166" r="41" fill="none" stroke="#8a3b12" strokeWidth="1.2" />
      <circle cx="100" cy="166" r="35" fill="#c8773a" />
      <g fill="#f3e3c3">
        {ROSETTE_PETALS.map((angle) => (
          <ellipse
            key={angle}
            cx="100"
            cy="148"
            rx="6"
            ry="14"
            transform={`rotate(${angle} 100 166)`}
          />
        ))}
      </g>
      <circle cx="100" cy="166" r="7" fill="#8a3b12" />
      <path d="M58 226h34m16 0h34" stroke="#8a3b12" strokeWidth=".8" />
      <path d="M100 222l4 4-4 4-4-4z" fill="#8a3b12" />
    </>
  ),
  title: {
    font: 'serif',
    x: 100,
    y: 34,
    anchor: 'middle',
    align: 'top',
    width: 150,
    size: 17,
    minSize: 10,
    maxLines: 3,
    weight: 700,
    uppercase: true,
    widthFactor: 1.2,
    letterSpacing: 0.6,
    fill: '#5a1e0a',
  },
  author: {
    font: 'serif',
    x: 100,
    y: 256,
    width: 140,
    size: 10,
    anchor: 'middle',
    fill: '#5a1e0a',
    weight: 400,
    italic: true,
  },
} as const satisfies VectorTemplate;
