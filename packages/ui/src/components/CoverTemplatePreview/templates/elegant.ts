import type { ImageTemplate } from './types';

/** Template 3, elegant: fine gold lines and an italic title on midnight blue (image file). */
export const elegant = {
  id: 3,
  key: 'elegant',
  kind: 'image',
  title: {
    font: 'serif',
    x: 100,
    y: 150,
    anchor: 'middle',
    align: 'center',
    width: 140,
    size: 21,
    minSize: 11,
    maxLines: 3,
    weight: 400,
    italic: true,
    fill: '#ecd39b',
  },
  author: {
    font: 'sans',
    x: 100,
    y: 236,
    width: 130,
    size: 7,
    anchor: 'middle',
    fill: '#c9a45c',
    uppercase: true,
    letterSpacing: 2,
  },
} as const satisfies ImageTemplate;
