import type { ImageTemplate } from './types';

/** Template 1, classic: a serif title above a framed landscape (image file). */
export const classic = {
  id: 1,
  key: 'classic',
  kind: 'image',
  title: {
    font: 'serif',
    weight: 700,
    x: 100,
    y: 62,
    anchor: 'middle',
    align: 'center',
    width: 148,
    size: 19,
    minSize: 11,
    maxLines: 3,
    fill: '#3b1219',
  },
  author: {
    font: 'sans',
    x: 100,
    y: 265,
    width: 118,
    size: 7.5,
    anchor: 'middle',
    fill: '#f5eedc',
    uppercase: true,
    letterSpacing: 1.2,
  },
} as const satisfies ImageTemplate;
