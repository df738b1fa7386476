import type { VectorTemplate } from './types';

/** Template 19, elegant-panel: an ornamental panel on a softly patterned ground. */
export const elegantPanel = {
  id: 19,
  key: 'elegant-panel',
  kind: 'vector',
  art: ({ id, url }) => (
    <>
      <defs>
        <pattern id={id('texture')} width="10" height="10" patternUnits="userSpaceOnUse">
          <path d="M5 2l3 3-3 3-3-3z" fill="#dcc1b9" />
        </pattern>
      </defs>
      <rect width="200" height="300" fill="#ead7d1" />
      <rect width="200" height="300" fill={url('texture')} />
      <rect x="28" y="54" width="144" height="192" fill="#fbf6f3" />
      <rect x="33" y="59" width="134" height="182" fill="none" stroke="#9c6b5e" strokeWidth=".8" />
      <g fill="none" stroke="#9c6b5e" strokeWidth=".8">
        <path d="M33 71a12 12 0 0 0 12-12M167 71a12 12 0 0 1-12-12M33 229a12 12 0 0 1 12 12M167 229a12 12 0 0 0-12 12" />
      </g>
      <path d="M76 188h20m8 0h20" stroke="#9c6b5e" strokeWidth=".7" />
      <circle cx="100" cy="188" r="2" fill="#9c6b5e" />
    </>
  ),
  title: {
    font: 'serif',
    x: 100,
    y: 138,
    anchor: 'middle',
    align: 'center',
    width: 112,
    size: 19,
    minSize: 10,
    maxLines: 4,
    weight: 400,
    italic: true,
    fill: '#5e3a34',
  },
  author: {
    font: 'sans',
    x: 100,
    y: 210,
    width: 112,
    size: 6.5,
    anchor: 'middle',
    fill: '#7d5247',
    weight: 600,
    uppercase: true,
    letterSpacing: 1.4,
  },
} as const satisfies VectorTemplate;
