import { renderToStaticMarkup } from 'react-dom/server';
import { PDF_TEMPLATE_KEYS, PdfSamplePage } from '../../components/PdfTemplatePreview/pages';

/**
 * The sprite file of the eight PDF sample pages (drawn in code in
 * `src/components/PdfTemplatePreview/pages.tsx`): one `<symbol>` per template key, in the A4
 * viewBox, painted with the custom properties the card sets. `scripts/draw.tsx` writes it;
 * pdfPages.test.ts fails when it differs from the code.
 */
export function pdfPagesFile(): string {
  const svg = renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg">
      <title>Sample pages of the PDF templates</title>
      {PDF_TEMPLATE_KEYS.map((key) => (
        <symbol key={key} id={key} viewBox="0 0 210 297">
          <PdfSamplePage templateKey={key} />
        </symbol>
      ))}
    </svg>,
  );
  return `<!-- The PDF templates' sample pages, written from pages.tsx by scripts/draw.tsx (\`pnpm run draw\` in packages/ui): edit the code, not this file. -->\n${svg}\n`;
}
