import type { VectorTemplate } from './types';

/** Template 6, clean: white space, a small ring and one hairline under the title. */
export const clean = {
  id: 6,
  key: 'clean',
  kind: 'vector',
  art: () => (
    <>
      <rect width="200" height="300" fill="#ffffff" />
      <rect x=".5" y=".5" width="199" height="299" fill="none" stroke="#e5e7eb" />
      <circle cx="32" cy="40" r="7" fill="none" stroke="#111827" strokeWidth="1.2" />
      <circle cx="32" cy="40" r="2.2" fill="#2563eb" />
      <path d="M24 208h152" stroke="#111827" strokeWidth=".6" />
    </>
  ),
  title: {
    font: 'sans',
    x: 24,
    y: 196,
    anchor: 'start',
    align: 'bottom',
    width: 152,
    size: 20,
    minSize: 12,
    maxLines: 4,
    weight: 600,
    fill: '#111827',
  },
  author: {
    font: 'sans',
    x: 24,
    y: 224,
    width: 152,
    size: 8,
    anchor: 'start',
    fill: '#6b7280',
    weight: 400,
  },
} as const satisfies VectorTemplate;
