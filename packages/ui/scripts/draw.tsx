// Writes the drawings that are drawn in code but served as files (docs/ARCHITECTURE.md
// "Drawings are files"): src/assets/covers/cover-5.svg … cover-20.svg, the artwork of the vector
// cover templates, and src/assets/pdf-pages/pdf-pages.svg, the PDF templates' sample pages. Run
// it after changing a drawing: `pnpm --filter @landing/ui draw`. The tests fail until the files match.
import { writeFile } from 'node:fs/promises';
import { coverArtFile } from '../src/assets/covers/coverArtFile.js';
import { pdfPagesFile } from '../src/assets/pdf-pages/pdfPagesFile.js';
import { COVER_TEMPLATES } from '../src/components/CoverTemplatePreview/templates/index.js';

const write = async (path: string, text: string) => {
  const file = new URL(`../src/assets/${path}`, import.meta.url);
  await writeFile(file, text);
  console.log(`wrote ${file.pathname}`);
};

for (const template of COVER_TEMPLATES) {
  if (template.kind === 'vector')
    await write(`covers/cover-${template.id}.svg`, coverArtFile(template));
}
await write('pdf-pages/pdf-pages.svg', pdfPagesFile());
