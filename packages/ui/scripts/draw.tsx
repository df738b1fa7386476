// Writes the drawings that are drawn in code but served as files (docs/ARCHITECTURE.md
// "Drawings are files"): src/assets/covers/cover-5.svg … cover-20.svg, the artwork of the vector
// cover templates, and src/assets/pdf-pages/pdf-pages.svg, the PDF templates' sample pages; and
// Storybook's copies of the stub marketplace's illustrations, .storybook/public/images/<year>/<month>/<file>,
// which the blocks' stories show through their image proxy (packages/sections/src/blocks.fixtures.ts). Run
// it after changing a drawing: `pnpm --filter @landing/ui draw`. The tests fail until the files match.
import { mkdir, writeFile } from 'node:fs/promises';
import { STUB_ILLUSTRATIONS } from '@landing/marketplace-client/stub';
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

for (const [path, svg] of Object.entries(STUB_ILLUSTRATIONS)) {
  const file = new URL(`../.storybook/public/images/${path}`, import.meta.url);
  await mkdir(new URL('.', file), { recursive: true });
  await writeFile(file, svg);
  console.log(`wrote ${file.pathname}`);
}
