import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Rotator, type RotatorTestimonial } from './Rotator.js';

const items: RotatorTestimonial[] = Array.from({ length: 11 }, (_, i) => ({
  id: `t${i + 1}`,
  quote: `Quote number ${i + 1} about finishing a book.`,
  author: `Author ${i + 1}.`,
  title: 'Teacher',
  platform: i % 2 ? 'SoftwareRatings' : 'ReviewHub',
  rating: 5,
  // The second reviewer wrote in the other language.
  translated: i === 1,
}));

const labels = {
  region: 'Testimonials',
  pause: 'Pause testimonials',
  play: 'Play testimonials',
  goTo: 'Go to testimonial {n}',
  position: '{current} of {total}',
  rating: '{rating} out of 5 stars',
  source: 'Review on {platform}',
  translated: 'translated from Spanish',
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
};

// jsdom has no matchMedia: stand in for it, matching reduced motion when a test asks.
let prefersReducedMotion = false;
let tabHidden = false;

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library drains its async wrapper with a 0 ms timeout and only advances fake timers it
  // recognises as Jest's; without this, every user-event call waits forever on Vitest's clock.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  prefersReducedMotion = false;
  tabHidden = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: prefersReducedMotion && query.includes('reduce'),
  }));
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => tabHidden });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'hidden');
});

function setup(props: Partial<Parameters<typeof Rotator>[0]> = {}) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = render(
    <>
      <Rotator items={items} labels={labels} {...props} />
      <button type="button">Outside</button>
    </>,
  );
  return { user, ...view };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The one slide assistive technology can reach. */
const currentSlide = () => screen.getByRole('group');
const region = () => screen.getByRole('region', { name: 'Testimonials' });

describe('given a playing rotator of 11 testimonials', () => {
  it('says a quote is a translation only where it is one', async () => {
    setup();
    expect(currentSlide()).toHaveTextContent('Review on ReviewHub');
    expect(currentSlide()).not.toHaveTextContent('translated');
    await wait(4000);
    expect(currentSlide()).toHaveTextContent('Review on SoftwareRatings · translated from Spanish');
  });

  it('exposes only the current slide, labelled as a slide of a carousel', () => {
    setup();
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAccessibleName('1 of 11');
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(currentSlide()).toHaveTextContent('Quote number 1 about');
    expect(currentSlide()).toHaveTextContent('5 out of 5 stars');
    expect(currentSlide()).toHaveTextContent('Review on ReviewHub');
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(11);
    // Rotating content is not announced (APG carousel); it is once paused.
    expect(region().querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });

  it('advances after 4000 ms, not before', async () => {
    setup();
    await wait(3999);
    expect(currentSlide()).toHaveAccessibleName('1 of 11');
    await wait(1);
    expect(currentSlide()).toHaveAccessibleName('2 of 11');
    expect(screen.getByRole('button', { name: 'Go to testimonial 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await wait(4000);
    expect(currentSlide()).toHaveAccessibleName('3 of 11');
  });

  it('wraps from the 11th testimonial to the first', async () => {
    setup({ initialIndex: 10 });
    expect(currentSlide()).toHaveAccessibleName('11 of 11');
    await wait(4000);
    expect(currentSlide()).toHaveAccessibleName('1 of 11');
  });

  it('jumps to the dot’s testimonial and restarts the timer', async () => {
    setup();
    await wait(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Go to testimonial 5' }));
    expect(currentSlide()).toHaveAccessibleName('5 of 11');
    await wait(3999);
    expect(currentSlide()).toHaveAccessibleName('5 of 11');
    await wait(1);
    expect(currentSlide()).toHaveAccessibleName('6 of 11');
  });

  it('holds while the pointer is over it and resumes when it leaves', async () => {
    const { user } = setup();
    await user.hover(region());
    await wait(10_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 11');
    await user.unhover(region());
    await wait(4000);
    expect(currentSlide()).toHaveAccessibleName('2 of 11');
  });

  it('holds while focus is inside and resumes when focus leaves', async () => {
    const { user } = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause testimonials' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go to testimonial 1' })).toHaveFocus();
    await wait(10_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 11');
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    await wait(4000);
    expect(currentSlide()).toHaveAccessibleName('2 of 11');
  });

  it('holds while the tab is hidden', async () => {
    setup();
    tabHidden = true;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await wait(10_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 11');
    tabHidden = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await wait(4000);
    expect(currentSlide()).toHaveAccessibleName('2 of 11');
  });

  it('stops with the pause button and starts again with play', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    const play = screen.getByRole('button', { name: 'Play testimonials' });
    expect(play).toHaveFocus();
    expect(region().querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await user.unhover(region());
    await wait(10_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 11');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Pause testimonials' })).toHaveFocus();
    // Play is an explicit request: it rotates even with focus still on the button.
    await wait(4000);
    expect(currentSlide()).toHaveAccessibleName('2 of 11');
  });

  it('has no axe violations while playing', async () => {
    vi.useRealTimers();
    const { container } = setup();
    await expectNoAxeViolations(container);
  });
});

describe('given a user who prefers reduced motion', () => {
  it('starts paused and offers play', async () => {
    prefersReducedMotion = true;
    setup();
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
    await wait(10_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 11');
  });
});

describe('given a rotator with autoPlay off at slide 5', () => {
  it('stays on slide 5 until a dot or play moves it', async () => {
    const { user } = setup({ autoPlay: false, initialIndex: 4 });
    expect(currentSlide()).toHaveAccessibleName('5 of 11');
    await wait(10_000);
    expect(currentSlide()).toHaveAccessibleName('5 of 11');
    await user.click(screen.getByRole('button', { name: 'Go to testimonial 9' }));
    expect(currentSlide()).toHaveAccessibleName('9 of 11');
    expect(currentSlide()).toHaveTextContent('Review on ReviewHub');
  });

  it('has no axe violations while paused', async () => {
    vi.useRealTimers();
    const { container } = setup({ autoPlay: false, initialIndex: 4 });
    await expectNoAxeViolations(container);
  });
});
