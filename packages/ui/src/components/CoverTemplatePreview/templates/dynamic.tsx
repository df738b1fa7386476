import type { VectorTemplate } from './types';

/** Template 8, dynamic: diagonal bands over navy, with slanted capitals at the foot. */
export const dynamic = {
  id: 8,
  key: 'dynamic',
  kind: 'vector',
  art: ({ id, url }) => (
    <>
      <defs>
        <linearGradient id={id('band')} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#ff7b00" />
          <stop offset="1" stopColor="#ffb703" />
        </linearGradient>
      </defs>
      <rect width="200" height="300" fill="#0d1b2a" />
      <path d="M0 72L200-48v30L0 102z" fill="#1b3a5c" />
      <path d="M0 118L200-2v34L0 152z" fill={url('band')} />
      <path d="M0 160L200 40v12L0 172z" fill="#e63946" />
      <path d="M0 186L200 66v4L0 190z" fill="#ffb703" />
      <g stroke="#ffffff" strokeLinecap="round" opacity=".55">
        <path d="M116 128l50-30M132 138l40-24M24 62l36-21M150 44l26-16" strokeWidth="1" />
        <path d="M92 162l60-36M40 30l20-12" strokeWidth=".6" />
      </g>
    </>
  ),
  title: {
    font: 'sans',
    x: 16,
    y: 266,
    anchor: 'start',
    align: 'bottom',
    width: 168,
    size: 24,
    minSize: 13,
    maxLines: 3,
    weight: 900,
    italic: true,
    uppercase: true,
    widthFactor: 1.2,
    lineHeight: 1,
    fill: '#ffffff',
  },
  author: {
    font: 'sans',
    x: 16,
    y: 284,
    width: 168,
    size: 7.5,
    anchor: 'start',
    fill: '#ffb703',
    weight: 700,
    uppercase: true,
    letterSpacing: 1.5,
  },
} as const satisfies VectorTemplate;
