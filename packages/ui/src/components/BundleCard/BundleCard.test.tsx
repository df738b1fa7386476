import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BundleCard } from './BundleCard.js';

const labels = {
  firstPrice: 'First book',
  total: '3 books bought separately',
  bundlePrice: 'Bundle price',
};
const cta = {
  label: 'Create your first bundle',
  href: 'https://app.example.com/register?source=homepage&action=register',
  track: 'cta_start_trial',
  opensInNewTab: true,
  newTabLabel: '(opens in a new tab)',
};

const card = (books: { title: string; coverUrl: string }[] = []) => (
  <BundleCard
    heading="Sell more with bundles"
    badge="Bundle deal"
    books={books}
    firstPriceText="$19.00"
    totalText="$23.97"
    bundlePriceText="$16.99"
    savingText="29% saved"
    labels={labels}
    cta={cta}
    note="Sample prices shown."
  />
);

/** The value next to a term of the price list. */
const figureFor = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('given a bundle card', () => {
  it('lists the first price, the struck-through total, the bundle price and the saving', async () => {
    const { container } = render(card());
    expect(screen.getByRole('heading', { level: 3, name: 'Sell more with bundles' })).toBeVisible();
    expect(figureFor('First book')).toBe('$19.00');
    expect(figureFor('3 books bought separately')).toBe('$23.97');
    expect(screen.getByText('$23.97').tagName).toBe('S');
    expect(figureFor('Bundle price')).toBe('$16.99');
    expect(screen.getByText('29% saved')).toBeVisible();
    expect(screen.getByText('Sample prices shown.')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('links to registration in a new tab, tagged for tracking', () => {
    render(card());
    const link = screen.getByRole('link', {
      name: 'Create your first bundle (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', cta.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('data-track', 'cta_start_trial');
  });

  it('shows three grey covers without books and the real covers with them', async () => {
    const { container, rerender } = render(card());
    expect(container.querySelectorAll('img')).toHaveLength(0);
    rerender(
      card([
        { title: 'A', coverUrl: 'https://c.example/a.jpg' },
        { title: 'B', coverUrl: 'https://c.example/b.jpg' },
        { title: 'C', coverUrl: 'https://c.example/c.jpg' },
      ]),
    );
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('width', '200');
    expect(images[0]).toHaveAttribute('height', '300');
    await expectNoAxeViolations(container);
  });
});
