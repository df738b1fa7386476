/**
 * The artwork of the 20 cover templates, one SVG file each beside this module, as the URLs a page
 * loads them from. `cover-1.svg`…`cover-4.svg` are the image files docs/PRODUCT.md §3.2 gives
 * templates 1-4; `cover-5.svg`…`cover-20.svg` are the vector drawings of templates 5-20, written
 * from their code (`../../components/CoverTemplatePreview/templates/`) by
 * `pnpm --filter @landing/ui draw`. No file holds text: the preview sets the title and
 * author on top, in the page's own font.
 *
 * Files rather than inline markup: a landing page carries 20 covers below the fold, and as files
 * they cost the page's HTML nothing, load only when the visitor scrolls near them
 * (`loading="lazy"`) and stay cached from page to page (`docs/ARCHITECTURE.md "Drawings are files"`).
 * tsup copies each file beside the bundle (tsup.config.ts) and the site's Vite build gives it a
 * hashed, immutable name.
 */
import type { CoverTemplateId } from '../../components/CoverTemplatePreview/templates';
import cover1 from './cover-1.svg';
import cover2 from './cover-2.svg';
import cover3 from './cover-3.svg';
import cover4 from './cover-4.svg';
import cover5 from './cover-5.svg';
import cover6 from './cover-6.svg';
import cover7 from './cover-7.svg';
import cover8 from './cover-8.svg';
import cover9 from './cover-9.svg';
import cover10 from './cover-10.svg';
import cover11 from './cover-11.svg';
import cover12 from './cover-12.svg';
import cover13 from './cover-13.svg';
import cover14 from './cover-14.svg';
import cover15 from './cover-15.svg';
import cover16 from './cover-16.svg';
import cover17 from './cover-17.svg';
import cover18 from './cover-18.svg';
import cover19 from './cover-19.svg';
import cover20 from './cover-20.svg';

/** Each template's artwork URL, by template id. */
export const COVER_ART_SRC: Readonly<Record<CoverTemplateId, string>> = {
  1: cover1,
  2: cover2,
  3: cover3,
  4: cover4,
  5: cover5,
  6: cover6,
  7: cover7,
  8: cover8,
  9: cover9,
  10: cover10,
  11: cover11,
  12: cover12,
  13: cover13,
  14: cover14,
  15: cover15,
  16: cover16,
  17: cover17,
  18: cover18,
  19: cover19,
  20: cover20,
};
