/**
 * The 20 cover templates (docs/PRODUCT.md §2, §3 and §9), one file each: templates 1-4 point at an
 * image file, 5-20 carry a vector drawing. Every template also says where its title and author go,
 * so all 20 show the caller's title in the same way. Drawings use a 200×300 viewBox (the 2:3
 * cover), literal colours (they are artwork, not UI) and no randomness: the same id always draws
 * the same cover.
 *
 * To add a template, write `./<key>.tsx` (`.ts` for an image template) exporting one
 * `{ … } as const satisfies VectorTemplate` (or `ImageTemplate`), then list it below: its id joins
 * `CoverTemplateId` by itself, and templates.test.ts fails if the file is not listed.
 */
import { artistic } from './artistic';
import { bold } from './bold';
import { boldStripe } from './bold-stripe';
import { circular } from './circular';
import { classic } from './classic';
import { classicAlt } from './classic-alt';
import { clean } from './clean';
import { cyber } from './cyber';
import { dynamic } from './dynamic';
import { editorialSplit } from './editorial-split';
import { elegant } from './elegant';
import { elegantPanel } from './elegant-panel';
import { geometric } from './geometric';
import { holographic } from './holographic';
import { minimal } from './minimal';
import { modern } from './modern';
import { modernOverlay } from './modern-overlay';
import { monochrome } from './monochrome';
import { paperCollage } from './paper-collage';
import type { CoverTemplate } from './types';
import { vaporwave } from './vaporwave';

export type {
  ArtContext,
  AuthorSpec,
  CoverTemplate,
  ImageTemplate,
  TitleSpec,
  VectorTemplate,
} from './types';

/** Every template, in id order (the order the gallery shows them). */
export const COVER_TEMPLATES = [
  classic,
  modern,
  elegant,
  bold,
  artistic,
  clean,
  geometric,
  dynamic,
  circular,
  cyber,
  minimal,
  monochrome,
  holographic,
  vaporwave,
  editorialSplit,
  paperCollage,
  classicAlt,
  modernOverlay,
  elegantPanel,
  boldStripe,
] as const satisfies readonly CoverTemplate[];

/** Template ids (docs/PRODUCT.md §3), read from the list above: 1 | 2 | … | 20. */
export type CoverTemplateId = (typeof COVER_TEMPLATES)[number]['id'];

/** The template for an id, or `undefined` for an id no template has. */
export function getCoverTemplate(id: number): CoverTemplate | undefined {
  return COVER_TEMPLATES.find((t) => t.id === id);
}

/** The template ids in id order. */
export const COVER_TEMPLATE_IDS: readonly CoverTemplateId[] = COVER_TEMPLATES.map((t) => t.id);

/** Narrows a number from JSON props to a template id. */
export function isCoverTemplateId(value: number): value is CoverTemplateId {
  return COVER_TEMPLATE_IDS.includes(value as CoverTemplateId);
}
