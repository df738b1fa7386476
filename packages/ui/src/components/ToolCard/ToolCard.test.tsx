import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToolCard } from './ToolCard.js';

const props = {
  name: 'Novel Title Ideas Generator',
  description: 'Twenty title ideas for your novel in seconds.',
  icon: 'feather',
  colour: 'indigo',
  href: '/novel-title-ideas-generator',
} as const;

describe('given a tool card', () => {
  it('is a single link named by the tool, inside its heading', async () => {
    const { container } = render(<ToolCard {...props} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Novel Title Ideas Generator');
    expect(links[0]).toHaveAttribute('href', '/novel-title-ideas-generator');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(links[0]!);
    expect(screen.getByText(props.description)).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('is reached with the keyboard in one Tab', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ToolCard {...props} />
        <ToolCard {...props} name="Book Summary Creator" href="/book-summary-creator" />
      </>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Novel Title Ideas Generator' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Book Summary Creator' })).toHaveFocus();
  });

  it('uses the requested heading level', () => {
    render(<ToolCard {...props} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeVisible();
  });
});
