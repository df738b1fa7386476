import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarketplaceStrip, type StripBook } from './MarketplaceStrip.js';

const labels = { loading: 'Loading the most read books…' };

const makeBooks = (count: number): StripBook[] =>
  Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    title: `Book ${i + 1}`,
    coverUrl: `https://covers.example.com/${i + 1}.jpg`,
    priceText: `$${i + 1}.99`,
    href: `https://market.example.com/book/${i + 1}/book-${i + 1}`,
  }));

const strip = (props: Partial<Parameters<typeof MarketplaceStrip>[0]>) =>
  render(
    <MarketplaceStrip
      heading="Fresh from the marketplace"
      books={null}
      status="loading"
      labels={labels}
      {...props}
    />,
  );

describe('given the books are loading', () => {
  it('shows 6 hidden placeholders, marks the strip busy and says it is loading', async () => {
    const { container } = strip({ status: 'loading' });
    const region = screen.getByRole('region', { name: 'Fresh from the marketplace' });
    expect(within(region).getByText(labels.loading)).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(6);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('list')).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('given the books failed to load', () => {
  it('keeps showing exactly what loading shows, and nothing else (docs/PRODUCT.md §8.1)', () => {
    const loading = strip({ id: 'top', status: 'loading' }).container.innerHTML;
    const failed = strip({ id: 'top', status: 'error', books: makeBooks(6) }).container.innerHTML;
    expect(failed.replace('data-status="error"', 'data-status="loading"')).toBe(loading);
  });
});

describe('given the books arrived', () => {
  it('lists them as links, the first 3 covers with priority', async () => {
    const { container } = strip({ status: 'ready', books: makeBooks(6) });
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAccessibleName('Book 1 $1.99');
    const images = container.querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(container.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(3);
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(screen.queryByText(labels.loading)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows at most 6 books', () => {
    strip({ status: 'ready', books: makeBooks(9) });
    expect(screen.getAllByRole('link')).toHaveLength(6);
  });

  it('keeps the 6 cells of the grid when fewer books arrive, so nothing below moves', async () => {
    const { container } = strip({ status: 'ready', books: makeBooks(2) });
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(container.querySelectorAll('ul > li')).toHaveLength(6);
    expect(container.querySelectorAll('ul > li[aria-hidden="true"]')).toHaveLength(4);
    await expectNoAxeViolations(container);
  });
});
