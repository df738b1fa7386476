import { ICON_NAMES as VOCABULARY_ICON_NAMES } from '@landing/content';
import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Glyph } from './Glyph.js';
import { Icon, IconTile } from './Icon.js';
import { ICON_NAMES, ICON_PATHS, isIconName } from './icons.js';

describe('the icon set', () => {
  it('has exactly the 46 names of the shared vocabulary, each once, in its order', () => {
    expect(ICON_NAMES).toHaveLength(46);
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
    expect(ICON_NAMES).toEqual(VOCABULARY_ICON_NAMES);
  });

  it('draws every icon with valid path data only', () => {
    for (const name of ICON_NAMES) {
      const d = ICON_PATHS[name];
      expect(d, name).toMatch(/^M[\d.\s,\-MmLlHhVvAaCcSsQqZz]+$/);
      expect(d, name).not.toMatch(/NaN|undefined/);
    }
  });

  it('recognises its own names and nothing else', () => {
    expect(isIconName('rocket')).toBe(true);
    expect(isIconName('toString')).toBe(false);
    expect(isIconName('Rocket')).toBe(false);
  });
});

describe('given an icon without a label', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Icon name="star" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws at the requested size in the current colour', () => {
    const { container } = render(<Icon name="mic" size={32} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '32');
    expect(svg).toHaveAttribute('height', '32');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('fill', 'none');
  });
});

describe('given an icon with a label', () => {
  it('is an image named by the label', async () => {
    const { container } = render(<Icon name="close" label="Cerrar" />);
    expect(screen.getByRole('img', { name: 'Cerrar' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('fills closed shapes when asked', () => {
    render(<Icon name="star" label="Star" filled />);
    expect(screen.getByRole('img', { name: 'Star' })).toHaveAttribute('fill', 'currentColor');
  });
});

describe('IconTile', () => {
  it('is decorative and marks its colour', async () => {
    const { container } = render(<IconTile name="rocket" colour="teal" size="lg" />);
    const tile = container.firstElementChild!;
    expect(tile).toHaveAttribute('aria-hidden', 'true');
    expect(tile).toHaveAttribute('data-colour', 'teal');
    expect(tile.querySelector('svg')).toHaveAttribute('width', '28');
    await expectNoAxeViolations(container);
  });
});

describe('Glyph', () => {
  it('draws the given path decoratively in the set style', () => {
    const { container } = render(<Glyph d={ICON_PATHS.mic} size={40} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '40');
    expect(svg).toHaveAttribute('stroke-width', '2');
    expect(svg.querySelector('path')).toHaveAttribute('d', ICON_PATHS.mic);
  });
});
