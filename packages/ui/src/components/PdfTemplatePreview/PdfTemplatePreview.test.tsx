import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PDF_PAGES_SRC } from '../../assets/pdf-pages/pdfPages';
import { DEFERRED_HREF, showDeferredArt } from '../../behaviours/deferredArt';
import { PdfTemplatePreview, PdfTemplateShowcase } from './PdfTemplatePreview';
import { pdfTemplateFixtures, pdfTemplateLabels } from './PdfTemplatePreview.fixtures';
import { PDF_TEMPLATE_KEYS, PdfSamplePage } from './pages';

const en = pdfTemplateFixtures.en;
const labels = pdfTemplateLabels.en;
const luxury = en.find((t) => t.key === 'luxury')!;

describe('given one PDF template', () => {
  it('names the template in a heading of the requested level', () => {
    render(
      <PdfTemplatePreview
        templateKey={luxury.key}
        name={luxury.name}
        description={luxury.description}
        colors={luxury.colors}
        labels={labels}
        headingLevel={4}
      />,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Luxury Edition' })).toBeVisible();
    expect(screen.getByText(/Black and gold/)).toBeVisible();
  });

  it('lists three swatches, named after the template, each named by its role and hex value', () => {
    render(
      <PdfTemplatePreview
        templateKey={luxury.key}
        name={luxury.name}
        colors={luxury.colors}
        labels={{ ...labels, swatches: 'Colours of {name}' }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Colours of Luxury Edition' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Primary #0B0B0F',
      'Secondary #3A3A44',
      'Accent #D4AF37',
    ]);
  });

  it('paints the sample page and swatches with the template colours', () => {
    const { container } = render(
      <PdfTemplatePreview
        templateKey={luxury.key}
        name={luxury.name}
        colors={luxury.colors}
        labels={labels}
      />,
    );
    const card = container.querySelector('article') as HTMLElement;
    const custom = [...card.style].filter((p) => p.startsWith('--'));
    expect(custom.map((p) => card.style.getPropertyValue(p))).toEqual([
      '#0B0B0F',
      '#3A3A44',
      '#D4AF37',
      '#1A1A1A',
    ]);
    const swatch = screen.getAllByRole('listitem')[2] as HTMLElement;
    expect([...swatch.style].map((p) => swatch.style.getPropertyValue(p))).toEqual(['#D4AF37']);
  });

  it('hides the decorative sample page from assistive technology', () => {
    const { container } = render(
      <PdfTemplatePreview
        templateKey="modern"
        name="Modern"
        colors={luxury.colors}
        labels={labels}
      />,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws its layout from the cached sprite, by key', () => {
    const { container } = render(
      <PdfTemplatePreview templateKey="luxury" name="X" colors={luxury.colors} labels={labels} />,
    );
    expect(container.querySelector('use')).toHaveAttribute('href', `${PDF_PAGES_SRC}#luxury`);
  });

  it('with deferArt, leaves the sprite to the page script and draws it from a noscript copy without script', () => {
    const html = renderToString(
      <PdfTemplatePreview
        templateKey="luxury"
        name="X"
        colors={luxury.colors}
        labels={labels}
        deferArt
      />,
    );
    const card = document.createElement('div');
    card.innerHTML = html;
    const [deferred, ...others] = card.querySelectorAll('use');
    expect(others).toEqual([]);
    expect(deferred).not.toHaveAttribute('href');
    expect(deferred).toHaveAttribute(DEFERRED_HREF, `${PDF_PAGES_SRC}#luxury`);
    // A browser with scripting on keeps a noscript's content as text, never as elements.
    expect(card.querySelector('noscript')?.textContent).toContain(
      `<use href="${PDF_PAGES_SRC}#luxury">`,
    );
    showDeferredArt(card);
    expect(deferred).toHaveAttribute('href', `${PDF_PAGES_SRC}#luxury`);
    expect(deferred).not.toHaveAttribute(DEFERRED_HREF);
  });

  it('falls back to the modern layout for an unknown key', () => {
    const page = (key: string) =>
      render(
        <PdfTemplatePreview templateKey={key} name="X" colors={luxury.colors} labels={labels} />,
      ).container.querySelector('svg')?.innerHTML;
    expect(page('unknown')).toBe(page('modern'));
  });
});

describe('the eight layouts', () => {
  it('are all different', () => {
    const pages = PDF_TEMPLATE_KEYS.map((key) =>
      renderToString(
        <svg aria-hidden="true">
          <PdfSamplePage templateKey={key} />
        </svg>,
      ),
    );
    expect(new Set(pages).size).toBe(8);
  });
});

describe('given the showcase', () => {
  it('shows the 8 templates of docs/PRODUCT.md §3.3 as a list, in order', () => {
    render(<PdfTemplateShowcase templates={en} labels={labels} />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Modern Minimalist',
      'Elegant Serif',
      'Creative Studio',
      'Corporate Professional',
      'Nature Inspired',
      'Luxury Edition',
      'Academic Journal',
      'Magazine Style',
    ]);
    expect(screen.getAllByRole('list', { name: 'Colours' })).toHaveLength(8);
  });

  it('reads in Spanish', () => {
    render(
      <PdfTemplateShowcase templates={pdfTemplateFixtures.es} labels={pdfTemplateLabels.es} />,
    );
    expect(screen.getByRole('heading', { name: 'Edición de lujo' })).toBeVisible();
    expect(screen.getAllByRole('list', { name: 'Colores' })[0]).toHaveTextContent(
      'Principal #111827',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<PdfTemplateShowcase templates={en} labels={labels} />);
    await expectNoAxeViolations(container);
  });
});
