import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CtaBanner, type CtaBannerProps } from './CtaBanner';

const finalCta: CtaBannerProps = {
  heading: 'Your first ebook is a few minutes away',
  text: 'Pick a topic, choose how many chapters, and let the AI do the heavy lifting.',
  actions: [
    { label: 'Start Free Trial', track: 'cta_start_trial' },
    { label: 'View Demo', track: 'cta_view_demo', variant: 'secondary' },
  ],
};

describe('given the final call to action (buttons that only record an event)', () => {
  it('is a region named by its heading', () => {
    render(<CtaBanner {...finalCta} />);
    const region = screen.getByRole('region', { name: finalCta.heading });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(finalCta.heading);
  });

  it('renders actions without href as tracked buttons, not links', () => {
    render(<CtaBanner {...finalCta} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start Free Trial' })).toHaveAttribute(
      'data-track',
      'cta_start_trial',
    );
    expect(screen.getByRole('button', { name: 'View Demo' })).toHaveAttribute(
      'data-track',
      'cta_view_demo',
    );
  });

  it('lets a delegated handler see the event from a keyboard press', async () => {
    const user = userEvent.setup();
    const seen = vi.fn();
    const { container } = render(<CtaBanner {...finalCta} />);
    container.addEventListener('click', (event) => {
      const target = (event.target as Element).closest('[data-track]');
      if (target) seen(target.getAttribute('data-track'));
    });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Start Free Trial' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(seen.mock.calls).toEqual([['cta_start_trial'], ['cta_view_demo']]);
  });

  it('has no axe violations', async () => {
    const { container } = render(<CtaBanner {...finalCta} />);
    await expectNoAxeViolations(container);
  });
});

describe('given the trial banner with links', () => {
  const trial: CtaBannerProps = {
    tone: 'trial',
    eyebrow: 'Risk-free',
    heading: 'Try it free for 7 days',
    text: 'Write up to 6,000 words before you decide.',
    note: 'No credit card · Cancel anytime',
    headingLevel: 3,
    newTabLabel: '(opens in a new tab)',
    actions: [
      {
        label: 'Start Your Free Trial',
        href: 'https://app.example/register?source=homepage&action=hero_free_trial',
        track: 'hero_free_trial',
        opensInNewTab: true,
      },
      { label: 'See pricing', href: '#pricing', variant: 'secondary' },
      { label: 'A third action is ignored', href: '#x' },
    ],
  };

  it('renders links, at most two, announcing the new tab', () => {
    render(<CtaBanner {...trial} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    const start = screen.getByRole('link', { name: 'Start Your Free Trial (opens in a new tab)' });
    expect(start).toHaveAttribute('target', '_blank');
    expect(start).toHaveAttribute('data-track', 'hero_free_trial');
    expect(screen.getByRole('link', { name: 'See pricing' })).not.toHaveAttribute('target');
  });

  it('shows the eyebrow, the note and the heading at the level asked', () => {
    render(<CtaBanner {...trial} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Try it free for 7 days' })).toBeVisible();
    expect(screen.getByText('Risk-free')).toBeInTheDocument();
    expect(screen.getByText('No credit card · Cancel anytime')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<CtaBanner {...trial} />);
    await expectNoAxeViolations(container);
  });
});
