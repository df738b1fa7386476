import type { VectorTemplate } from './types';

/** Template 18, modern-overlay: a mountain sunset under a translucent panel for the title. */
export const modernOverlay = {
  id: 18,
  key: 'modern-overlay',
  kind: 'vector',
  art: ({ id, url }) => (
    <>
      <defs>
        <linearGradient id={id('sky')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffcf99" />
          <stop offset=".45" stopColor="#f28482" />
          <stop offset="1" stopColor="#6d597a" />
        </linearGradient>
      </defs>
      <rect width="200" height="300" fill={url('sky')} />
      <circle cx="138" cy="112" r="22" fill="#ffe8c2" opacity=".9" />
      <path d="M0 180l40-40 30 25 40-45 40 40 50-30v170H0z" fill="#8e6c8a" opacity=".85" />
      <path d="M0 212l50-40 40 30 40-35 40 30 30-15v118H0z" fill="#4b3f6b" />
      <rect y="236" width="200" height="64" fill="#355070" />
      <path d="M120 246h36M112 256h28M128 266h20" stroke="#ffe8c2" strokeWidth="1.4" opacity=".5" />
      <rect x="18" y="184" width="164" height="90" rx="3" fill="#ffffff" opacity=".84" />
    </>
  ),
  title: {
    font: 'sans',
    x: 30,
    y: 198,
    anchor: 'start',
    align: 'top',
    width: 140,
    size: 18,
    minSize: 10,
    maxLines: 3,
    weight: 800,
    fill: '#2b2d42',
  },
  author: {
    font: 'sans',
    x: 30,
    y: 263,
    width: 140,
    size: 7.5,
    anchor: 'start',
    fill: '#4b3f6b',
    weight: 600,
    uppercase: true,
    letterSpacing: 1,
  },
} as const satisfies VectorTemplate;
