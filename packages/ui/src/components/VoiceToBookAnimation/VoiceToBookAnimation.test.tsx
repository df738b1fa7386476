import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VoiceToBookAnimation } from './VoiceToBookAnimation.js';

const labels = {
  recording: 'Recording...',
  ready: 'Book ready!',
  description: 'Speak your ideas and a finished book appears',
};

/** Captures the IntersectionObserver the component creates, to report visibility by hand. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly callback: IntersectionObserverCallback;
  disconnected = false;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeIntersectionObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    act(() =>
      this.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

const stubReducedMotion = (matches: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );

const phase = () => screen.getByRole('img', { name: labels.description }).dataset.phase;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  stubReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('given the animation on screen with motion allowed', () => {
  it('is one image named by its description, with both captions in place', async () => {
    const { container } = render(<VoiceToBookAnimation labels={labels} />);
    expect(screen.getByRole('img', { name: labels.description })).toBeInTheDocument();
    expect(container.textContent).toContain('Recording...');
    expect(container.textContent).toContain('Book ready!');
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('starts recording 1000 ms after mount', () => {
    render(<VoiceToBookAnimation labels={labels} />);
    expect(phase()).toBe('idle');
    advance(999);
    expect(phase()).toBe('idle');
    advance(1);
    expect(phase()).toBe('recording');
  });

  it('records for 4000 ms, shows "Book ready!" for 2000 ms, and repeats every 6000 ms', () => {
    render(<VoiceToBookAnimation labels={labels} />);
    advance(1000);
    expect(phase()).toBe('recording');
    advance(3999);
    expect(phase()).toBe('recording');
    advance(1);
    expect(phase()).toBe('ready');
    advance(1999);
    expect(phase()).toBe('ready');
    advance(1);
    expect(phase()).toBe('recording');
    advance(4000);
    expect(phase()).toBe('ready');
    advance(2000);
    expect(phase()).toBe('recording');
  });

  it('follows custom timings', () => {
    render(<VoiceToBookAnimation labels={labels} startDelayMs={0} cycleMs={1000} recordMs={600} />);
    advance(0);
    expect(phase()).toBe('recording');
    advance(600);
    expect(phase()).toBe('ready');
    advance(400);
    expect(phase()).toBe('recording');
  });

  it('clears its timer and observer when unmounted', () => {
    const { unmount } = render(<VoiceToBookAnimation labels={labels} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(FakeIntersectionObserver.last?.disconnected).toBe(true);
  });
});

describe('given the animation scrolls off-screen', () => {
  it('stops, and runs again once back on screen', () => {
    render(<VoiceToBookAnimation labels={labels} />);
    advance(1000);
    expect(phase()).toBe('recording');
    FakeIntersectionObserver.last?.report(false);
    expect(vi.getTimerCount()).toBe(0);
    advance(60_000);
    expect(phase()).toBe('recording');
    expect(screen.getByRole('img')).toHaveAttribute('data-paused');
    FakeIntersectionObserver.last?.report(true);
    advance(4000);
    expect(phase()).toBe('ready');
  });
});

describe('given the visitor prefers reduced motion', () => {
  it('shows a still "Book ready!" frame and runs no timer', () => {
    stubReducedMotion(true);
    render(<VoiceToBookAnimation labels={labels} />);
    expect(phase()).toBe('ready');
    expect(vi.getTimerCount()).toBe(0);
    advance(60_000);
    expect(phase()).toBe('ready');
  });
});

describe('given autoPlay is off', () => {
  it('holds the initial phase as a still frame', () => {
    render(<VoiceToBookAnimation labels={labels} initialPhase="recording" autoPlay={false} />);
    advance(60_000);
    expect(phase()).toBe('recording');
    expect(screen.getByRole('img')).toHaveAttribute('data-paused');
  });
});

describe('on the server', () => {
  it('renders the idle frame, whatever the visitor prefers, so hydration matches', () => {
    stubReducedMotion(true);
    const html = renderToString(<VoiceToBookAnimation labels={labels} />);
    expect(html).toContain('data-phase="idle"');
    expect(vi.getTimerCount()).toBe(0);
  });
});
