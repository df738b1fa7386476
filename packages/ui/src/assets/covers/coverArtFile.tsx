import { renderToStaticMarkup } from 'react-dom/server';
import type { VectorTemplate } from '../../components/CoverTemplatePreview/templates/types';

/**
 * The SVG file of a vector template's artwork (templates 5-20, drawn in code in
 * `src/components/CoverTemplatePreview/templates/`): the drawing alone, 200×300 like the image files
 * of templates 1-4, since the preview sets the title and author on top in the page's own font. Each
 * file is a document of its own, so gradient ids need no scoping. `scripts/draw.tsx` writes
 * the files; covers.test.ts fails when one differs from its code.
 */
export function coverArtFile(template: VectorTemplate): string {
  const svg = renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 200 300">
      <title>{`Cover template ${template.id} (${template.key}) artwork`}</title>
      {template.art({ id: (name) => name, url: (name) => `url(#${name})` })}
    </svg>,
  );
  return `<!-- Template ${template.id} (${template.key}), written from templates/${template.key}.tsx by scripts/draw.tsx (\`pnpm run draw\` in packages/ui): edit the code, not this file. -->\n${svg}\n`;
}
