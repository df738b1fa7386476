import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureGrid } from './FeatureGrid.js';

const items = [
  {
    id: 'ai',
    icon: 'sparkles',
    colour: 'violet',
    title: 'AI chapters',
    text: 'Drafts in minutes.',
  },
  { id: 'covers', icon: 'palette', colour: 'pink', title: 'AI covers', text: 'Designed for you.' },
  { id: 'export', icon: 'download', colour: 'teal', title: 'PDF export', text: 'Ready to sell.' },
] as const;

describe('given a grid of features', () => {
  it('lists each feature with its heading and text, icons hidden', async () => {
    const { container } = render(<FeatureGrid items={[...items]} />);
    const entries = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(within(entries[1]!).getByRole('heading', { level: 3, name: 'AI covers' })).toBeVisible();
    expect(within(entries[1]!).getByText('Designed for you.')).toBeVisible();
    expect(container.querySelectorAll('[data-colour]')).toHaveLength(3);
    expect(container.querySelector('[data-colour="pink"]')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('uses the requested heading level', () => {
    render(<FeatureGrid items={[...items]} headingLevel={4} columns={4} />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });
});
