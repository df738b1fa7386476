import type { ImageTemplate } from './types';

/** Template 4, bold: huge stacked capitals on bright yellow (image file). */
export const bold = {
  id: 4,
  key: 'bold',
  kind: 'image',
  title: {
    font: 'sans',
    x: 14,
    y: 20,
    anchor: 'start',
    align: 'top',
    width: 172,
    size: 40,
    minSize: 18,
    maxLines: 4,
    weight: 900,
    uppercase: true,
    widthFactor: 1.2,
    lineHeight: 0.94,
    fill: '#111111',
  },
  author: {
    font: 'sans',
    x: 30,
    y: 277,
    width: 76,
    size: 8,
    anchor: 'start',
    fill: '#111111',
    weight: 800,
    uppercase: true,
  },
} as const satisfies ImageTemplate;
