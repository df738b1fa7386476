import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AudienceCard } from './AudienceCard.js';

const props = {
  title: 'Course creators',
  icon: 'graduationCap',
  description: 'Turn your course into a companion ebook your students keep.',
  benefits: ['Workbooks from your lessons', 'Lead magnets for launches', 'A new income stream'],
  cta: {
    label: 'Start creating',
    href: 'https://app.example.com/register?source=homepage&action=register',
    track: 'cta_start_trial',
    opensInNewTab: true,
    newTabLabel: '(opens in a new tab)',
  },
} as const;

describe('given an audience card', () => {
  it('shows the audience as a heading, its description and the three benefits', async () => {
    const { container } = render(<AudienceCard {...props} benefits={[...props.benefits]} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Course creators' })).toBeVisible();
    expect(screen.getByText(props.description)).toBeVisible();
    const benefits = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(benefits.map((item) => item.textContent)).toEqual([...props.benefits]);
    await expectNoAxeViolations(container);
  });

  it('ends with a registration link that opens a new tab and is tracked', () => {
    render(<AudienceCard {...props} benefits={[...props.benefits]} />);
    const link = screen.getByRole('link', { name: 'Start creating (opens in a new tab)' });
    expect(link).toHaveAttribute('href', props.cta.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('data-track', 'cta_start_trial');
  });
});
