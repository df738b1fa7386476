import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { COVER_ART_SRC } from '../../assets/covers/covers';
import { CoverTemplatePreview } from './CoverTemplatePreview';
import { COVER_TEMPLATE_IDS, type CoverTemplateId, isCoverTemplateId } from './templates';

const NAMES = [
  'Classic',
  'Modern',
  'Elegant',
  'Bold',
  'Artistic',
  'Clean',
  'Geometric',
  'Dynamic',
  'Circular',
  'Cyber',
  'Minimal',
  'Monochrome',
  'Holographic',
  'Vaporwave',
  'Editorial Split',
  'Paper Collage',
  'Classic Alt',
  'Modern Overlay',
  'Elegant Panel',
  'Bold Stripe',
] as const;

const nameOf = (id: CoverTemplateId) => NAMES[id - 1] ?? '';

describe('the 20 cover templates', () => {
  it('are numbered 1 to 20 (docs/PRODUCT.md §3.2)', () => {
    expect(COVER_TEMPLATE_IDS).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(isCoverTemplateId(20)).toBe(true);
    expect(isCoverTemplateId(21)).toBe(false);
  });

  it('draw 4 from image files and 16 as vectors (docs/PRODUCT.md §9.9), each from its own file', () => {
    const { container } = render(
      <div>
        {COVER_TEMPLATE_IDS.map((id) => (
          <CoverTemplatePreview key={id} id={id} name={nameOf(id)} />
        ))}
      </div>,
    );
    const kinds = [...container.querySelectorAll('[data-kind]')].map((el) =>
      el.getAttribute('data-kind'),
    );
    expect(kinds.filter((k) => k === 'image')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'vector')).toHaveLength(16);
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(COVER_TEMPLATE_IDS.map((id) => COVER_ART_SRC[id]));
    expect(new Set(sources).size).toBe(20);
  });

  it('each look different', () => {
    const drawings = COVER_TEMPLATE_IDS.map((id) => {
      const { container, unmount } = render(
        <CoverTemplatePreview id={id} name="Same title" author="Same author" />,
      );
      // Compare the artwork, not the title: strip the text and the per-instance ids.
      const svg = container.querySelector('svg')?.cloneNode(true) as SVGElement;
      for (const text of svg.querySelectorAll('text')) text.remove();
      const art = `${container.querySelector('img')?.getAttribute('src') ?? ''}${svg.innerHTML}`;
      unmount();
      return art.replace(/cover[A-Za-z0-9_-]*?-/g, '');
    });
    expect(new Set(drawings).size).toBe(20);
  });
});

describe('given a vector template', () => {
  it('draws the title and the author on the cover', () => {
    const { container } = render(
      <CoverTemplatePreview id={14} name="Vaporwave" title="Neon Nights" author="Ana Ruiz" />,
    );
    const text = container.querySelector('svg')?.textContent ?? '';
    // Vaporwave sets its title in capitals; glitch shadows repeat it under the face.
    expect(text).toContain('NEON NIGHTS');
    expect(text).toContain('ANA RUIZ');
  });

  it('uses the template name as the title when none is given, and omits the author line', () => {
    const { container } = render(<CoverTemplatePreview id={6} name="Clean" />);
    const texts = container.querySelectorAll('svg text');
    expect(texts).toHaveLength(1);
    expect(texts[0]?.textContent).toBe('Clean');
  });

  it('is hidden from assistive technology when it has no text alternative', () => {
    render(<CoverTemplatePreview id={9} name="Circular" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is one image named by its text alternative when given one', () => {
    render(<CoverTemplatePreview id={9} name="Circular" alt="Preview of the Circular template" />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Preview of the Circular template' }).tagName).toBe(
      'IMG',
    );
  });
});

describe('given an image template', () => {
  it('shows the image file with fixed dimensions and draws the title over it', () => {
    const { container } = render(
      <CoverTemplatePreview id={1} name="Classic" title="The Salt Road Letters" />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '300');
    expect(img?.getAttribute('src')).toBe(COVER_ART_SRC[1]);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const lines = [...container.querySelectorAll('svg tspan')].map((t) => t.textContent);
    expect(lines.join(' ')).toBe('The Salt Road Letters');
  });

  it('puts the text alternative on the image', () => {
    render(<CoverTemplatePreview id={3} name="Elegant" alt="Preview of the Elegant template" />);
    expect(screen.getByRole('img', { name: 'Preview of the Elegant template' }).tagName).toBe(
      'IMG',
    );
  });
});

describe('when it is already in view', () => {
  it('loads its artwork at once instead of lazily', () => {
    const { container } = render(<CoverTemplatePreview id={14} name="Vaporwave" loading="eager" />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });
});

describe('rendering on the server', () => {
  it('is deterministic and hydrates without a mismatch', async () => {
    const page = (
      <div>
        {COVER_TEMPLATE_IDS.map((id) => (
          <CoverTemplatePreview key={id} id={id} name={nameOf(id)} author="Nora Calloway" />
        ))}
      </div>
    );
    const html = renderToString(page);
    expect(renderToString(page)).toBe(html);
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(host, page, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    host.remove();
  });
});

describe('an unknown id from JSON props', () => {
  it('keeps the 2:3 box empty instead of failing', () => {
    const { container } = render(<CoverTemplatePreview id={42 as CoverTemplateId} name="?" />);
    expect(container.querySelector('[data-template="unknown"]')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
  });
});

describe('accessibility', () => {
  it('has no axe violations, labelled or decorative', async () => {
    const { container } = render(
      <ul>
        {COVER_TEMPLATE_IDS.map((id) => (
          <li key={id}>
            <CoverTemplatePreview
              id={id}
              name={nameOf(id)}
              alt={id % 2 ? `Preview of the ${nameOf(id)} template` : undefined}
            />
            {nameOf(id)}
          </li>
        ))}
      </ul>,
    );
    await expectNoAxeViolations(container);
  });
});
