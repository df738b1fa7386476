import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './Button';

describe('Button', () => {
  it('is a button that never submits a form by accident', () => {
    render(<Button>Watch Demo</Button>);
    expect(screen.getByRole('button', { name: 'Watch Demo' })).toHaveAttribute('type', 'button');
  });

  it('runs its action on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Start Free Trial</Button>);
    const button = screen.getByRole('button', { name: 'Start Free Trial' });
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('does not run its action when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} disabled>
        Send
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('hides a decorative icon from the accessible name', () => {
    render(<Button icon={<svg />}>Record</Button>);
    expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Button variant="secondary">Watch Demo</Button>);
    await expectNoAxeViolations(container);
  });
});

describe('ButtonLink', () => {
  it('is a real link that works without JavaScript', () => {
    render(<ButtonLink href="/register?source=homepage">Start Free Trial</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Start Free Trial' });
    expect(link).toHaveAttribute('href', '/register?source=homepage');
    expect(link).not.toHaveAttribute('target');
  });

  it('announces that it opens a new tab', () => {
    render(
      <ButtonLink
        href="https://app.example/register"
        opensInNewTab
        newTabLabel="(opens in a new tab)"
      >
        Get Started Free
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Get Started Free (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('passes data attributes through for the delegated tracking handler', () => {
    render(
      <ButtonLink href="/register" data-track="hero_start_trial">
        Start
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute(
      'data-track',
      'hero_start_trial',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<ButtonLink href="/x">Go</ButtonLink>);
    await expectNoAxeViolations(container);
  });
});
