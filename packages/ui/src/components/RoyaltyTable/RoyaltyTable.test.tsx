import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoyaltyTable } from './RoyaltyTable';
import { royaltyTableFixtures } from './RoyaltyTable.fixtures';

const en = royaltyTableFixtures.en;

describe('given the royalty comparison', () => {
  it('is a table named by its caption, with column and row headers', () => {
    render(<RoyaltyTable {...en} />);
    const table = screen.getByRole('table', { name: 'How much of each sale you keep' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((c) => c.textContent)).toEqual(['Platform', 'Your royalty', 'What to know']);
    for (const c of columns) expect(c).toHaveAttribute('scope', 'col');
    const rows = within(table).getAllByRole('rowheader');
    expect(rows).toHaveLength(4);
    for (const r of rows) expect(r).toHaveAttribute('scope', 'row');
  });

  it('lists the four platforms of docs/PRODUCT.md §9.11 with their royalties', () => {
    render(<RoyaltyTable {...en} />);
    const royaltyOf = (platform: string) =>
      within(screen.getByRole('row', { name: new RegExp(platform) })).getAllByRole('cell')[0]
        ?.textContent;
    expect(royaltyOf('Large retail platform')).toBe('35-70%');
    expect(royaltyOf('Creator-sales platform')).toBe('90%');
    expect(royaltyOf('Traditional publishing')).toBe('10-15%');
    expect(royaltyOf('Inkwell AI marketplace')).toBe('85% or 100%');
  });

  it('sets the product row apart with a visible badge, not colour alone', () => {
    render(<RoyaltyTable {...en} />);
    const product = screen.getByRole('row', { name: /Inkwell AI marketplace/ });
    expect(product).toHaveAttribute('data-highlight');
    expect(within(product).getByText('Best for authors')).toBeInTheDocument();
    // The badge sits in the row header, so it is read with the platform name.
    expect(within(product).getByRole('rowheader')).toHaveTextContent(
      'Inkwell AI marketplace Best for authors',
    );
    const others = screen.getAllByRole('row').filter((r) => r !== product);
    for (const row of others) expect(row).not.toHaveAttribute('data-highlight');
    expect(screen.getAllByText('Best for authors')).toHaveLength(1);
  });

  it('drops the notes column when only two headers are given', () => {
    render(<RoyaltyTable {...en} columns={['Platform', 'Royalty']} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.queryByText('After the advance earns out')).not.toBeInTheDocument();
  });
});

describe('given a narrow screen', () => {
  it('scrolls inside a region named by the caption that keyboard users can focus', async () => {
    const user = userEvent.setup();
    render(<RoyaltyTable {...en} />);
    const region = screen.getByRole('region', { name: 'How much of each sale you keep' });
    expect(region).toContainElement(screen.getByRole('table'));
    await user.tab();
    expect(region).toHaveFocus();
  });
});

describe('in Spanish', () => {
  it('reads the Spanish caption and headers', () => {
    render(<RoyaltyTable {...royaltyTableFixtures.es} />);
    expect(screen.getByRole('region', { name: 'Cuánto te quedas de cada venta' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: /Editorial tradicional/ })).toBeInTheDocument();
  });
});

describe('accessibility', () => {
  it('has no axe violations in either language', async () => {
    const { container } = render(
      <>
        <RoyaltyTable {...en} />
        <RoyaltyTable {...royaltyTableFixtures.es} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
