import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardWidthVar } from './CardCarousel.css.js';
import { CardCarousel } from './CardCarousel.js';

const NAMES = [
  'Classic',
  'Modern',
  'Elegant',
  'Bold',
  'Artistic',
  'Clean',
  'Geometric',
  'Dynamic',
  'Circular',
  'Cyber',
  'Minimal',
  'Monochrome',
  'Holographic',
  'Vaporwave',
  'Editorial Split',
  'Paper Collage',
  'Classic Alt',
  'Modern Overlay',
  'Elegant Panel',
  'Bold Stripe',
];
const labels = {
  previous: 'Previous',
  next: 'Next',
  goTo: 'Go to slide {n}',
  counter: '{current}/{total}',
};
const STEP = 300;

// jsdom has no layout, no scrolling and no IntersectionObserver: stand in for each (docs/TOOLCHAIN.md "Known pitfalls").
let observerCallback: IntersectionObserverCallback | undefined;
const scrollTo = vi.fn();

beforeEach(() => {
  observerCallback = undefined;
  scrollTo.mockClear();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observerCallback = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  Element.prototype.scrollTo = scrollTo as unknown as Element['scrollTo'];
  // Cards sit STEP px apart, as the flex track lays them out in a browser.
  Object.defineProperty(HTMLLIElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLLIElement) {
      return Array.prototype.indexOf.call(this.parentElement?.children ?? [], this) * STEP;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLLIElement.prototype, 'offsetLeft');
});

function renderCarousel(initialIndex?: number) {
  const view = render(
    <CardCarousel items={NAMES} label="Cover templates" labels={labels} initialIndex={initialIndex}>
      {(name, i) => (
        <button type="button">
          Preview {name} (template {i + 1})
        </button>
      )}
    </CardCarousel>,
  );
  const region = screen.getByRole('region', { name: 'Cover templates' });
  const track = within(region).getByRole('list');
  return { ...view, region, track };
}

const counter = () => screen.getByText(/^\d+\/20$/);
const next = () => screen.getByRole('button', { name: 'Next' });
const previous = () => screen.getByRole('button', { name: 'Previous' });

/** Scrolls the track to a pixel position the way a swipe does, then lets the rAF run. */
async function swipeTo(track: HTMLElement, left: number) {
  Object.defineProperty(track, 'scrollLeft', { configurable: true, value: left });
  fireEvent.scroll(track);
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

describe('given a carousel of 20 cards at the first card', () => {
  it('shows 1/20 in a polite live region, marks the first dot current and disables previous', () => {
    renderCarousel();
    expect(counter()).toHaveTextContent('1/20');
    expect(counter()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(20);
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).not.toHaveAttribute('aria-disabled');
  });

  it('moves one card per click on next, keeping focus on the button', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(next());
    await user.click(next());
    expect(counter()).toHaveTextContent('3/20');
    expect(next()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * STEP });
  });

  it('jumps to the card of the clicked dot and scrolls it into place', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Go to slide 5' }));
    expect(counter()).toHaveTextContent('5/20');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 4 * STEP });
    await user.click(previous());
    expect(counter()).toHaveTextContent('4/20');
  });

  it('moves by one with the arrow keys on the focused track, not on a focused card', async () => {
    const user = userEvent.setup();
    const { track } = renderCarousel();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Preview Classic (template 1)' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('1/20');
    await user.tab({ shift: true });
    expect(track).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(counter()).toHaveTextContent('3/20');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('2/20');
    expect(track).toHaveFocus();
  });

  it('follows the scroll position when the track is swiped', async () => {
    const { track } = renderCarousel();
    await swipeTo(track, 3 * STEP + 40);
    expect(counter()).toHaveTextContent('4/20');
    await swipeTo(track, 99 * STEP);
    expect(counter()).toHaveTextContent('20/20');
  });

  it('does not rewind to the cards a button scroll passes on its way', async () => {
    const user = userEvent.setup();
    const { track } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Go to slide 5' }));
    await swipeTo(track, 0);
    await swipeTo(track, 2 * STEP);
    expect(counter()).toHaveTextContent('5/20');
    await swipeTo(track, 4 * STEP);
    await swipeTo(track, 6 * STEP);
    expect(counter()).toHaveTextContent('7/20');
  });

  it('lets a swipe take over from a button scroll still in flight', async () => {
    const user = userEvent.setup();
    const { track } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Go to slide 9' }));
    fireEvent.pointerDown(track);
    await swipeTo(track, 2 * STEP);
    expect(counter()).toHaveTextContent('3/20');
  });

  it('makes cards that are scrolled out of view inert', () => {
    const { track } = renderCarousel();
    const cards = within(track).getAllByRole('listitem');
    const entry = (target: Element, intersectionRatio: number) =>
      ({ target, intersectionRatio }) as IntersectionObserverEntry;
    act(() =>
      observerCallback?.(
        [entry(cards[0]!, 1), entry(cards[1]!, 0.1), entry(cards[2]!, 0)],
        {} as IntersectionObserver,
      ),
    );
    expect(cards[0]).not.toHaveAttribute('inert');
    expect(cards[1]).toHaveAttribute('inert');
    expect(cards[2]).toHaveAttribute('inert');
  });

  it('has no axe violations', async () => {
    const { container } = renderCarousel();
    await expectNoAxeViolations(container);
  });
});

describe('given a carousel one card before the end', () => {
  it('stops at 20/20 with next disabled and still focused', async () => {
    const user = userEvent.setup();
    renderCarousel(18);
    expect(scrollTo).toHaveBeenCalledWith({ left: 18 * STEP, behavior: 'instant' });
    await user.click(next());
    await user.click(next());
    expect(counter()).toHaveTextContent('20/20');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveFocus();
    expect(previous()).not.toHaveAttribute('aria-disabled');
  });

  it('has no axe violations at the end', async () => {
    const { container } = renderCarousel(19);
    await expectNoAxeViolations(container);
  });
});

describe('given an initial index outside the cards', () => {
  it('clamps it to the last card', () => {
    renderCarousel(50);
    expect(counter()).toHaveTextContent('20/20');
  });

  it('clamps it to the first card', () => {
    renderCarousel(-3);
    expect(counter()).toHaveTextContent('1/20');
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('given a card width', () => {
  it('sets it on the carousel as the custom property its cards are sized by, and nothing without one', () => {
    const { region, rerender } = renderCarousel();
    expect(region).not.toHaveAttribute('style');
    rerender(
      <CardCarousel items={NAMES} label="Cover templates" labels={labels} cardWidth="240px">
        {(name) => <button type="button">Preview {name}</button>}
      </CardCarousel>,
    );
    const names = [...region.style];
    expect(names.map((name) => `var(${name})`)).toEqual([cardWidthVar]);
    expect(region.style.getPropertyValue(names[0]!)).toBe('240px');
  });
});
