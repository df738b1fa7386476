import { IslandRenderingProvider } from '@landing/site-kit/islands';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../blocks.fixtures.js';
import { EbookPdfTemplates } from './EbookPdfTemplates.js';

const m = messagesFor('en');
const copy = { ...m.ebook.pdfTemplates, templates: m.templates.pdf };

describe('the PDF templates section', () => {
  it('in a static page, leaves each sample page’s drawing to the page script', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <IslandRenderingProvider value="static">
        <EbookPdfTemplates copy={copy} />
      </IslandRenderingProvider>,
    );
    const uses = [...page.querySelectorAll('use')];
    expect(uses).toHaveLength(8);
    for (const use of uses) expect(use).not.toHaveAttribute('href');
    expect(page.querySelectorAll('noscript')).toHaveLength(8);
  });

  it('rendered by React in the browser (Storybook), draws them at once', () => {
    const { container } = render(<EbookPdfTemplates copy={copy} />);
    const uses = [...container.querySelectorAll('use')];
    expect(uses).toHaveLength(8);
    for (const use of uses) expect(use).toHaveAttribute('href');
  });
});
