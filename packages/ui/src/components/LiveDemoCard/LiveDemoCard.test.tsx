import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveDemoCard } from './LiveDemoCard.js';

const labels = {
  title: 'Publishing progress',
  processing: 'Processing...',
  live: 'Your book is LIVE',
  viewLink: 'View it on the marketplace',
  newTab: '(opens in a new tab)',
};
const href = 'https://market.example.com/';

describe('given the demo card has just mounted', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows "Processing..." in a status region, with no link yet', async () => {
    const { container } = render(<LiveDemoCard labels={labels} href={href} />);
    expect(screen.getByText('Publishing progress')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Processing...');
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'processing');
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('is still processing at 4999 ms and live at 5000 ms (docs/PRODUCT.md §9.2)', () => {
    render(<LiveDemoCard labels={labels} href={href} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent('Processing...');
    expect(screen.queryByRole('link')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Your book is LIVE');
    expect(screen.getByRole('link', { name: 'View it on the marketplace' })).toHaveAttribute(
      'href',
      href,
    );
  });

  it('switches after a custom delay', () => {
    render(<LiveDemoCard labels={labels} href={href} delayMs={1200} />);
    act(() => vi.advanceTimersByTime(1199));
    expect(screen.getByRole('status')).toHaveTextContent('Processing...');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Your book is LIVE');
  });

  it('holds still when autoPlay is off', () => {
    const { container } = render(<LiveDemoCard labels={labels} href={href} autoPlay={false} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Processing...');
    expect(container.firstElementChild).toHaveAttribute('data-paused');
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = render(<LiveDemoCard labels={labels} href={href} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('renders the processing state on the server, its link hidden until live', () => {
    const html = renderToString(<LiveDemoCard labels={labels} href={href} />);
    expect(html).toContain('Processing...');
    expect(html).toMatch(/<a [^>]*hidden=""/);
  });
});

describe('given the demo card is live', () => {
  it('links to the marketplace in a new tab when asked, announcing it, and is keyboard reachable', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LiveDemoCard labels={labels} href={href} initialState="live" opensInNewTab />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-state', 'live');
    await user.tab();
    const link = screen.getByRole('link', {
      name: 'View it on the marketplace (opens in a new tab)',
    });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    await expectNoAxeViolations(container);
  });
});
