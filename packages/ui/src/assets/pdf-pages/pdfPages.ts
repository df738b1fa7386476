/**
 * The URL of the PDF templates' sample pages (`pdf-pages.svg`, one `<symbol>` per template key,
 * written from `../../components/PdfTemplatePreview/pages.tsx` by `pnpm --filter @landing/ui draw`).
 * A card draws `<use href="{PDF_PAGES_SRC}#{key}">`: the eight pages cost the page's HTML nothing
 * and the file is cached from page to page (`docs/ARCHITECTURE.md "Drawings are files"`).
 */
import pdfPages from './pdf-pages.svg';

export const PDF_PAGES_SRC: string = pdfPages;
