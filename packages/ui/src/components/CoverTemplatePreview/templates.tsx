import type { ReactNode } from 'react';
import type { CoverImageId } from '../../assets/covers/covers';
import type { CoverFont, TextFit } from './layoutText';

/**
 * The 20 cover templates of docs/PRODUCT.md §2.2, §3.2 and §9.9, as data: templates 1-4 point at an image file,
 * 5-20 carry a vector drawing. Every template also says where its title and author go, so all 20 show
 * the caller's title in the same way. Drawings are in a 200×300 viewBox (the 2:3 cover), use literal
 * colours (they are artwork, not UI) and no randomness: the same id always draws the same cover.
 */

/** Template ids, 1-20 (docs/PRODUCT.md §3.2). */
export type CoverTemplateId =
  | 1
  | 2
  | 3
  | 4
  | 5
  | 6
  | 7
  | 8
  | 9
  | 10
  | 11
  | 12
  | 13
  | 14
  | 15
  | 16
  | 17
  | 18
  | 19
  | 20;

/** Scopes `<defs>` ids to one preview, so several previews on a page never share a gradient. */
export interface ArtContext {
  /** A document-unique id for a local name. */
  id: (name: string) => string;
  /** `url(#…)` for a local name. */
  url: (name: string) => string;
}

interface Rotation {
  angle: number;
  cx: number;
  cy: number;
}

/** Where and how the title is set. `y` is the top, centre or last baseline, after `align`. */
export interface TitleSpec extends Omit<TextFit, 'font'> {
  font: CoverFont;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  align: 'top' | 'center' | 'bottom';
  fill: string;
  /** @default 700 */
  weight?: number;
  italic?: boolean;
  uppercase?: boolean;
  /** @default 1.15 */
  lineHeight?: number;
  rotate?: Rotation;
  /** Offset copies drawn under the title: glitch and retro shadows. */
  shadows?: ReadonlyArray<{ dx: number; dy: number; fill: string }>;
}

/** Where the author's name goes: one line, on its baseline `y`. */
export interface AuthorSpec {
  font: CoverFont;
  x: number;
  y: number;
  width: number;
  size: number;
  anchor: 'start' | 'middle' | 'end';
  fill: string;
  /** @default 500 */
  weight?: number;
  italic?: boolean;
  uppercase?: boolean;
  letterSpacing?: number;
  rotate?: Rotation;
}

interface TemplateBase {
  id: CoverTemplateId;
  /** A stable, locale-free key, exposed as `data-template`. */
  key: string;
  title: TitleSpec;
  author: AuthorSpec;
}

export interface ImageTemplate extends TemplateBase {
  kind: 'image';
  image: CoverImageId;
}

export interface VectorTemplate extends TemplateBase {
  kind: 'vector';
  art: (ctx: ArtContext) => ReactNode;
}

export type CoverTemplate = ImageTemplate | VectorTemplate;

// ---------------------------------------------------------------------------------------------
// Shape helpers (pure, computed once at import)

/** A deterministic jitter in [-1, 1] for the i-th point of shape `seed`: torn edges without Math.random. */
const jitter = (i: number, seed: number): number => (((i * 7 + seed * 13) % 11) - 5) / 5;

/** A rectangle of paper with torn top and bottom edges, as polygon points. */
function tornPaper(x: number, y: number, w: number, h: number, seed: number): string {
  const step = 7;
  const top: string[] = [];
  const bottom: string[] = [];
  const n = Math.ceil(w / step);
  for (let i = 0; i <= n; i += 1) {
    const px = Math.min(x + i * step, x + w);
    top.push(`${px},${(y + jitter(i, seed) * 2.2).toFixed(1)}`);
    bottom.push(`${px},${(y + h + jitter(i, seed + 3) * 2.2).toFixed(1)}`);
  }
  return [...top, ...bottom.reverse()].join(' ');
}

const GEOMETRIC_COLOURS = ['#1d3557', '#457b9d', '#a8dadc', '#e63946'] as const;

/** Template 7's grid: each cell split into two triangles, the diagonal flipping like a quilt. */
const geometricTriangles = (() => {
  const cols = 5;
  const rows = 8;
  const w = 200 / cols;
  const h = 300 / rows;
  const out: Array<{ d: string; fill: string }> = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const x = c * w;
      const y = r * h;
      const a = (r * 2 + c * 3) % 4;
      const b = (a + 1 + ((r + c) % 3)) % 4;
      const flip = (r + c) % 2 === 0;
      out.push(
        flip
          ? { d: `M${x} ${y}h${w}L${x} ${y + h}z`, fill: GEOMETRIC_COLOURS[a] ?? '#1d3557' }
          : { d: `M${x} ${y}h${w}v${h}z`, fill: GEOMETRIC_COLOURS[a] ?? '#1d3557' },
        flip
          ? { d: `M${x + w} ${y}v${h}H${x}z`, fill: GEOMETRIC_COLOURS[b] ?? '#457b9d' }
          : { d: `M${x} ${y}v${h}h${w}z`, fill: GEOMETRIC_COLOURS[b] ?? '#457b9d' },
      );
    }
  }
  return out;
})();

/** A perspective floor grid (Cyber, Vaporwave): rows bunch towards the horizon, columns converge. */
function floorGrid(horizon: number, spread: number): { rows: number[]; columns: string[] } {
  const depth = 300 - horizon;
  const rows = Array.from({ length: 8 }, (_, k) => horizon + ((k + 1) / 8) ** 2 * depth);
  const columns = Array.from({ length: 13 }, (_, k) => {
    const i = k - 6;
    return `M${100 + i * 7} ${horizon}L${100 + i * spread} 300`;
  });
  return { rows, columns };
}

const cyberGrid = floorGrid(186, 36);
const vaporGrid = floorGrid(192, 42);

/** Template 17's rosette: eight petals, one every 45°. */
const ROSETTE_PETALS = Array.from({ length: 8 }, (_, k) => k * 45);

// ---------------------------------------------------------------------------------------------
// The templates

const serifTitle = { font: 'serif', weight: 700 } as const;

export const COVER_TEMPLATES: readonly CoverTemplate[] = [
  {
    id: 1,
    key: 'classic',
    kind: 'image',
    image: 1,
    title: {
      ...serifTitle,
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
  },
  {
    id: 2,
    key: 'modern',
    kind: 'image',
    image: 2,
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
  },
  {
    id: 3,
    key: 'elegant',
    kind: 'image',
    image: 3,
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
  },
  {
    id: 4,
    key: 'bold',
    kind: 'image',
    image: 4,
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
  },
  {
    id: 5,
    key: 'artistic',
    kind: 'vector',
    art: () => (
      <>
        <rect width="200" height="300" fill="#fbf6ee" />
        <path d="M-10 40C30-10 110 10 100 60 92 100 30 112-10 92z" fill="#f2a65a" opacity=".85" />
        <path d="M128-10c62 8 92 70 52 100-30 20-60-30-52-100z" fill="#5b8e7d" opacity=".8" />
        <path d="M150 222c50-20 70 68 30 88-50 12-70-58-30-88z" fill="#e56b6f" opacity=".85" />
        <path d="M-10 232c30-22 80 18 60 58-10 20-60 20-60-10z" fill="#355070" opacity=".8" />
        <g fill="none" strokeLinecap="round">
          <path d="M30 196c40-12 100 10 142-8" stroke="#f2a65a" strokeWidth="9" opacity=".7" />
          <path d="M44 106c36-12 80 6 116-6" stroke="#5b8e7d" strokeWidth="4" opacity=".65" />
          <path d="M36 202c50-6 90 6 120-2" stroke="#e56b6f" strokeWidth="2" opacity=".7" />
        </g>
        <g fill="#355070" opacity=".7">
          <circle cx="162" cy="122" r="2.4" />
          <circle cx="170" cy="130" r="1.2" />
          <circle cx="34" cy="178" r="1.8" />
          <circle cx="26" cy="170" r="1" />
          <circle cx="118" cy="232" r="1.4" />
        </g>
      </>
    ),
    title: {
      font: 'serif',
      x: 100,
      y: 152,
      anchor: 'middle',
      align: 'center',
      width: 150,
      size: 22,
      minSize: 12,
      maxLines: 3,
      weight: 700,
      italic: true,
      fill: '#2b2d42',
    },
    author: {
      font: 'serif',
      x: 100,
      y: 224,
      width: 120,
      size: 9,
      anchor: 'middle',
      fill: '#2b2d42',
      italic: true,
    },
  },
  {
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
  },
  {
    id: 7,
    key: 'geometric',
    kind: 'vector',
    art: () => (
      <>
        {geometricTriangles.map((t) => (
          <path key={t.d} d={t.d} fill={t.fill} />
        ))}
        <rect y="160" width="200" height="98" fill="#f1faee" />
        <rect x="16" y="160" width="28" height="4" fill="#e63946" />
      </>
    ),
    title: {
      font: 'sans',
      x: 16,
      y: 203,
      anchor: 'start',
      align: 'center',
      width: 168,
      size: 20,
      minSize: 11,
      maxLines: 3,
      weight: 800,
      fill: '#1d3557',
    },
    author: {
      font: 'sans',
      x: 16,
      y: 244,
      width: 168,
      size: 7.5,
      anchor: 'start',
      fill: '#457b9d',
      weight: 600,
      uppercase: true,
      letterSpacing: 1,
    },
  },
  {
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
  },
  {
    id: 9,
    key: 'circular',
    kind: 'vector',
    art: () => (
      <>
        <rect width="200" height="300" fill="#fdf0d5" />
        <circle cx="100" cy="132" r="98" fill="#780000" />
        <circle cx="100" cy="132" r="84" fill="#c1121f" />
        <circle cx="100" cy="132" r="71" fill="#f4a261" />
        <circle cx="100" cy="132" r="59" fill="#e9c46a" />
        <circle cx="100" cy="132" r="48" fill="#fdf0d5" />
        <circle
          cx="100"
          cy="132"
          r="53"
          fill="none"
          stroke="#c1121f"
          strokeWidth="1.2"
          strokeDasharray="1.5 3.5"
        />
      </>
    ),
    title: {
      font: 'serif',
      x: 100,
      y: 132,
      anchor: 'middle',
      align: 'center',
      width: 80,
      size: 15,
      minSize: 8,
      maxLines: 4,
      weight: 700,
      fill: '#780000',
    },
    author: {
      font: 'sans',
      x: 100,
      y: 268,
      width: 160,
      size: 8,
      anchor: 'middle',
      fill: '#780000',
      weight: 600,
      uppercase: true,
      letterSpacing: 1.5,
    },
  },
  {
    id: 10,
    key: 'cyber',
    kind: 'vector',
    art: ({ id, url }) => (
      <>
        <defs>
          <linearGradient id={id('glow')} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ff2bd6" stopOpacity="0" />
            <stop offset="1" stopColor="#ff2bd6" stopOpacity=".55" />
          </linearGradient>
        </defs>
        <rect width="200" height="300" fill="#06070f" />
        <g stroke="#ffffff" opacity=".05">
          {Array.from({ length: 23 }, (_, k) => (
            <path key={k} d={`M0 ${k * 8 + 4}h200`} />
          ))}
        </g>
        <rect y="140" width="200" height="46" fill={url('glow')} />
        <g stroke="#00e5ff" strokeWidth=".7" opacity=".85">
          <path d="M0 186h200" stroke="#ff2bd6" strokeWidth="1.4" />
          {cyberGrid.rows.map((y) => (
            <path key={y} d={`M0 ${y}h200`} />
          ))}
          {cyberGrid.columns.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
        <g fill="none" stroke="#00e5ff" strokeWidth="1.2">
          <path d="M12 26V12h14M188 26V12h-14M12 160v14h14M188 160v14h-14" />
        </g>
      </>
    ),
    title: {
      font: 'mono',
      x: 100,
      y: 88,
      anchor: 'middle',
      align: 'center',
      width: 164,
      size: 18,
      minSize: 9,
      maxLines: 4,
      weight: 700,
      uppercase: true,
      widthFactor: 1.05,
      fill: '#f5fbff',
      shadows: [
        { dx: -1.4, dy: 0, fill: '#ff2bd6' },
        { dx: 1.4, dy: 0.6, fill: '#00e5ff' },
      ],
    },
    author: {
      font: 'mono',
      x: 100,
      y: 150,
      width: 164,
      size: 7.5,
      anchor: 'middle',
      fill: '#00e5ff',
      uppercase: true,
      letterSpacing: 1,
    },
  },
  {
    id: 11,
    key: 'minimal',
    kind: 'vector',
    art: () => (
      <>
        <rect width="200" height="300" fill="#eee8df" />
        <circle cx="148" cy="92" r="7" fill="#d1495b" />
      </>
    ),
    title: {
      font: 'sans',
      x: 24,
      y: 252,
      anchor: 'start',
      align: 'bottom',
      width: 128,
      size: 13,
      minSize: 9,
      maxLines: 3,
      weight: 600,
      fill: '#1f1f1f',
    },
    author: {
      font: 'sans',
      x: 24,
      y: 270,
      width: 128,
      size: 7,
      anchor: 'start',
      fill: '#6b6b6b',
      weight: 400,
    },
  },
  {
    id: 12,
    key: 'monochrome',
    kind: 'vector',
    art: ({ id, url }) => (
      <>
        <defs>
          <linearGradient id={id('tone')} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#f4f4f4" />
            <stop offset="1" stopColor="#9e9e9e" />
          </linearGradient>
        </defs>
        <rect width="200" height="300" fill={url('tone')} />
        <circle cx="92" cy="116" r="72" fill="#c4c4c4" />
        <circle cx="110" cy="106" r="56" fill="#8f8f8f" />
        <circle cx="124" cy="98" r="40" fill="#5e5e5e" />
        <circle cx="134" cy="92" r="24" fill="#2f2f2f" />
        <rect y="200" width="200" height="100" fill="#1c1c1c" />
        <path d="M18 209h36" stroke="#9e9e9e" strokeWidth="2" />
      </>
    ),
    title: {
      font: 'sans',
      x: 18,
      y: 245,
      anchor: 'start',
      align: 'center',
      width: 164,
      size: 20,
      minSize: 11,
      maxLines: 3,
      weight: 800,
      fill: '#ffffff',
    },
    author: {
      font: 'sans',
      x: 18,
      y: 288,
      width: 164,
      size: 7.5,
      anchor: 'start',
      fill: '#bdbdbd',
      uppercase: true,
      letterSpacing: 1.2,
    },
  },
  {
    id: 13,
    key: 'holographic',
    kind: 'vector',
    art: ({ id, url }) => (
      <>
        <defs>
          <linearGradient id={id('foil')} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ff9ad5" />
            <stop offset=".3" stopColor="#c9a7ff" />
            <stop offset=".55" stopColor="#8fdcff" />
            <stop offset=".78" stopColor="#b7ffd8" />
            <stop offset="1" stopColor="#fff2a1" />
          </linearGradient>
          <linearGradient id={id('sheen')} x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#ffffff" stopOpacity="0" />
            <stop offset=".5" stopColor="#ffffff" stopOpacity=".65" />
            <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
          </linearGradient>
          <radialGradient id={id('spot')} cx=".85" cy=".85" r=".5">
            <stop offset="0" stopColor="#ff7ac8" stopOpacity=".6" />
            <stop offset="1" stopColor="#ff7ac8" stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect width="200" height="300" fill={url('foil')} />
        <rect width="200" height="300" fill={url('spot')} />
        <rect
          x="40"
          y="-60"
          width="56"
          height="420"
          fill={url('sheen')}
          transform="rotate(28 100 150)"
        />
        <g fill="none" stroke="#ffffff" strokeWidth="1.1" opacity=".5">
          <path d="M0 48c60-24 140 24 200 0" />
          <path d="M0 64c60-24 140 24 200 0" />
          <path d="M0 236c60-24 140 24 200 0" />
          <path d="M0 252c60-24 140 24 200 0" />
          <path d="M0 268c60-24 140 24 200 0" />
        </g>
      </>
    ),
    title: {
      font: 'sans',
      x: 100,
      y: 150,
      anchor: 'middle',
      align: 'center',
      width: 164,
      size: 23,
      minSize: 12,
      maxLines: 3,
      weight: 800,
      fill: '#2b1a4a',
    },
    author: {
      font: 'sans',
      x: 100,
      y: 214,
      width: 150,
      size: 8,
      anchor: 'middle',
      fill: '#2b1a4a',
      weight: 600,
      letterSpacing: 0.6,
    },
  },
  {
    id: 14,
    key: 'vaporwave',
    kind: 'vector',
    art: ({ id, url }) => (
      <>
        <defs>
          <linearGradient id={id('sky')} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#1b0b3f" />
            <stop offset=".4" stopColor="#5b1a8c" />
            <stop offset=".8" stopColor="#ff5fb0" />
            <stop offset="1" stopColor="#ffb3d9" />
          </linearGradient>
          <linearGradient id={id('sun')} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffe66d" />
            <stop offset="1" stopColor="#ff3fa4" />
          </linearGradient>
          <linearGradient id={id('floor')} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#2b0f54" />
            <stop offset="1" stopColor="#12052a" />
          </linearGradient>
          <mask id={id('cut')}>
            <circle cx="100" cy="150" r="50" fill="#ffffff" />
            <g fill="#000000">
              <rect y="146" width="200" height="2" />
              <rect y="158" width="200" height="3" />
              <rect y="170" width="200" height="4" />
              <rect y="182" width="200" height="5" />
            </g>
          </mask>
        </defs>
        <rect width="200" height="192" fill={url('sky')} />
        <circle cx="100" cy="150" r="50" fill={url('sun')} mask={url('cut')} />
        <rect y="192" width="200" height="108" fill={url('floor')} />
        <g stroke="#2de2e6" strokeWidth=".8" opacity=".9">
          <path d="M0 192h200" />
          {vaporGrid.rows.map((y) => (
            <path key={y} d={`M0 ${y}h200`} />
          ))}
          {vaporGrid.columns.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
      </>
    ),
    title: {
      font: 'sans',
      x: 100,
      y: 26,
      anchor: 'middle',
      align: 'top',
      width: 172,
      size: 22,
      minSize: 11,
      maxLines: 3,
      weight: 900,
      italic: true,
      uppercase: true,
      widthFactor: 1.2,
      lineHeight: 1.05,
      fill: '#ffffff',
      shadows: [
        { dx: 2, dy: 2, fill: '#ff3fa4' },
        { dx: -1, dy: -1, fill: '#2de2e6' },
      ],
    },
    author: {
      font: 'sans',
      x: 100,
      y: 288,
      width: 170,
      size: 7.5,
      anchor: 'middle',
      fill: '#ffffff',
      weight: 600,
      uppercase: true,
      letterSpacing: 2,
    },
  },
  {
    id: 15,
    key: 'editorial-split',
    kind: 'vector',
    art: ({ id, url }) => (
      <>
        <defs>
          <linearGradient id={id('photo')} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#2a9d8f" />
            <stop offset="1" stopColor="#1f4e5f" />
          </linearGradient>
        </defs>
        <rect width="100" height="300" fill={url('photo')} />
        <circle cx="68" cy="86" r="26" fill="#e9c46a" opacity=".55" />
        <path d="M0 150c20-10 40 4 60-4s30-2 40 4v150H0z" fill="#264653" opacity=".6" />
        <circle cx="48" cy="150" r="17" fill="#10262e" />
        <path d="M42 164h12v14H42z" fill="#10262e" />
        <path d="M6 300v-80c4-36 24-46 42-46s38 10 42 46v80z" fill="#10262e" />
        <rect x="100" width="100" height="300" fill="#faf7f2" />
        <rect x="110" y="24" width="24" height="5" fill="#c1121f" />
        <path d="M110 246h80" stroke="#1b1b1b" strokeWidth=".6" />
        <g fill="#c7c2b8">
          <rect x="110" y="272" width="80" height="2" />
          <rect x="110" y="278" width="72" height="2" />
          <rect x="110" y="284" width="76" height="2" />
        </g>
      </>
    ),
    title: {
      font: 'serif',
      x: 110,
      y: 42,
      anchor: 'start',
      align: 'top',
      width: 82,
      size: 18,
      minSize: 10,
      maxLines: 7,
      weight: 700,
      lineHeight: 1.08,
      fill: '#1b1b1b',
    },
    author: {
      font: 'sans',
      x: 110,
      y: 261,
      width: 80,
      size: 6.5,
      anchor: 'start',
      fill: '#1b1b1b',
      weight: 700,
      uppercase: true,
      letterSpacing: 0.8,
    },
  },
  {
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
        <polygon
          points={tornPaper(92, 68, 130, 58, 2)}
          fill="#e9b949"
          transform="rotate(5 155 97)"
        />
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
  },
  {
    id: 17,
    key: 'classic-alt',
    kind: 'vector',
    art: () => (
      <>
        <rect width="200" height="300" fill="#f3e3c3" />
        <rect x="10" y="10" width="180" height="280" fill="none" stroke="#8a3b12" strokeWidth="3" />
        <rect
          x="16"
          y="16"
          width="168"
          height="268"
          fill="none"
          stroke="#8a3b12"
          strokeWidth=".8"
        />
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
  },
  {
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
        <path
          d="M120 246h36M112 256h28M128 266h20"
          stroke="#ffe8c2"
          strokeWidth="1.4"
          opacity=".5"
        />
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
  },
  {
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
        <rect
          x="33"
          y="59"
          width="134"
          height="182"
          fill="none"
          stroke="#9c6b5e"
          strokeWidth=".8"
        />
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
  },
  {
    id: 20,
    key: 'bold-stripe',
    kind: 'vector',
    art: () => (
      <>
        <rect width="200" height="300" fill="#f4f1ea" />
        <path d="M0 100h200M0 212h200" stroke="#111111" strokeWidth="2" />
        <rect y="108" width="200" height="96" fill="#ff5a36" />
        <circle cx="100" cy="52" r="5" fill="#111111" />
      </>
    ),
    title: {
      font: 'sans',
      x: 100,
      y: 156,
      anchor: 'middle',
      align: 'center',
      width: 176,
      size: 26,
      minSize: 12,
      maxLines: 3,
      weight: 900,
      uppercase: true,
      widthFactor: 1.2,
      lineHeight: 1,
      fill: '#ffffff',
    },
    author: {
      font: 'sans',
      x: 100,
      y: 262,
      width: 170,
      size: 9,
      anchor: 'middle',
      fill: '#111111',
      weight: 800,
      uppercase: true,
      letterSpacing: 1.5,
    },
  },
];

/** The template for an id, or `undefined` outside 1-20. */
export function getCoverTemplate(id: number): CoverTemplate | undefined {
  return COVER_TEMPLATES.find((t) => t.id === id);
}

/** The 20 template ids in the order of docs/PRODUCT.md §3.2. */
export const COVER_TEMPLATE_IDS: readonly CoverTemplateId[] = COVER_TEMPLATES.map((t) => t.id);

/** Narrows a number from JSON props to a template id. */
export function isCoverTemplateId(value: number): value is CoverTemplateId {
  return COVER_TEMPLATE_IDS.includes(value as CoverTemplateId);
}
