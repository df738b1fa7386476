import type { ReactNode } from 'react';
import type { CoverFont, TextFit } from '../layoutText';

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
  /**
   * The template number (docs/PRODUCT.md §3). A plain number here: the `CoverTemplateId` union is
   * read back from the list in `./index.ts`, so each file writes its id once, as a literal.
   */
  id: number;
  /** A stable, locale-free key, exposed as `data-template`; also the template's file name. */
  key: string;
  title: TitleSpec;
  author: AuthorSpec;
}

/** A template whose artwork is an image file (templates 1-4): `assets/covers/cover-{id}.svg`. */
export interface ImageTemplate extends TemplateBase {
  kind: 'image';
}

/**
 * A template drawn in code as SVG in a 200×300 viewBox (templates 5-20). The drawing is written to
 * `assets/covers/cover-{id}.svg` (`pnpm --filter @landing/ui draw`), which pages load.
 */
export interface VectorTemplate extends TemplateBase {
  kind: 'vector';
  art: (ctx: ArtContext) => ReactNode;
}

/** One cover template, as data. */
export type CoverTemplate = ImageTemplate | VectorTemplate;
