import type { ImageTemplate } from './types';

/** Template 2, modern: a city at dusk with a bold block of colour for the title (image file). */
export const modern = {
  id: 2,
  key: 'modern',
  kind: 'image',
  title: {
    font: 'sans',
    x: 14,
    y: 252,
    anchor: 'start',
    align: 'bottom',
    width: 134,
    size: 20,
    minSize: 11,
    maxLines: 3,
    weight: 800,
    fill: '#ffffff',
  },
  author: {
    font: 'sans',
    x: 14,
    y: 267,
    width: 130,
    size: 7,
    anchor: 'start',
    fill: '#ffffff',
    uppercase: true,
    letterSpacing: 0.8,
  },
} as const satisfies ImageTemplate;
