import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatsRow } from './StatsRow.js';

const items = [
  { id: 'books', value: '2,500+', label: 'books published' },
  { id: 'authors', value: '180+', label: 'authors selling' },
  { id: 'satisfaction', value: '96%', label: 'author satisfaction' },
];

describe('given a row of figures', () => {
  it('is a description list pairing each label with its figure', async () => {
    const { container } = render(<StatsRow items={items} />);
    const terms = screen.getAllByRole('term');
    const definitions = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual([
      'books published',
      'authors selling',
      'author satisfaction',
    ]);
    expect(definitions.map((definition) => definition.textContent)).toEqual([
      '2,500+',
      '180+',
      '96%',
    ]);
    // Each figure follows its own label, in the same group.
    const group = terms[1]!.parentElement!;
    expect(within(group).getByRole('definition')).toHaveTextContent('180+');
    await expectNoAxeViolations(container);
  });

  it('keeps a number with the word after it, so "5 min" never parts at a line break', () => {
    render(<StatsRow items={[{ id: 'publish', value: 'Under 5 min', label: 'to publish' }]} />);
    expect(screen.getByRole('definition').textContent).toBe('Under 5\u00a0min');
  });

  it('renders nothing but the empty list without items', () => {
    const { container } = render(<StatsRow items={[]} />);
    expect(container.querySelector('dl')?.children).toHaveLength(0);
  });
});
