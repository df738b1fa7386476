import { tornPaper } from './shapes';
import type { VectorTemplate } from './types';

/** Template 16, paper-collage: torn paper pieces at playful angles. */
export const paperCollage = {
  id: 16,
  key: 'paper-collage',
  kind: 'vector',
  art: () => (
    <>
      <rect width="200" height="300" fill="#d8c3a5" />
      <g fill="#b89f7e" opacity=".6">
        <circle cx="22" cy="110" r="1" />
        <circle cx="176" cy="200" r="1.3" />
        <circle cx="60" cy="204" r=".8" />
        <circle cx="140" cy="30" r="1" />
        <circle cx="90" cy="286" r="1.1" />
      </g>
      <polygon
        points={tornPaper(-10, 22, 142, 70, 1)}
        fill="#3d7c80"
        transform="rotate(-6 60 57)"
      />
      <polygon points={tornPaper(92, 68, 130, 58, 2)} fill="#e9b949" transform="rotate(5 155 97)" />
      <circle cx="44" cy="104" r="15" fill="#2f3e46" />
      <polygon
        points={tornPaper(18, 212, 168, 56, 3)}
        fill="#e07a5f"
        transform="rotate(-3 102 240)"
      />
      <g transform="rotate(-2 100 157)">
        <polygon points={tornPaper(16, 123, 172, 72, 4)} fill="#000000" opacity=".14" />
        <polygon points={tornPaper(14, 120, 172, 72, 4)} fill="#fffdf7" />
      </g>
    </>
  ),
  title: {
    font: 'sans',
    x: 100,
    y: 156,
    anchor: 'middle',
    align: 'center',
    width: 150,
    size: 19,
    minSize: 10,
    maxLines: 3,
    weight: 800,
    fill: '#2f2a28',
    rotate: { angle: -2, cx: 100, cy: 157 },
  },
  author: {
    font: 'sans',
    x: 102,
    y: 243,
    width: 150,
    size: 8.5,
    anchor: 'middle',
    fill: '#fffdf7',
    weight: 700,
    uppercase: true,
    letterSpacing: 1,
    rotate: { angle: -3, cx: 102, cy: 240 },
  },
} as const satisfies VectorTemplate;
