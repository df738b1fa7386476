import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { HeroModeToggle, heroModeFromHash } from './HeroModeToggle';

const labels = {
  list: 'What would you like to do?',
  create: 'Create a book with AI',
  have: 'I already have a book',
};

function Page() {
  return (
    <>
      <HeroModeToggle labels={labels} createPanelId="hero-create" havePanelId="hero-have" />
      <section id="hero-create" role="tabpanel" aria-labelledby="hero-create-tab">
        Write your ebook in minutes
      </section>
      <section id="hero-have" role="tabpanel" aria-labelledby="hero-have-tab" hidden>
        Publish the book you finished
        <h2 id="steps-section">How publishing works</h2>
      </section>
    </>
  );
}

const scrollTo = vi.fn();
let reducedMotion = false;

beforeEach(() => {
  history.replaceState(null, '', '/');
  reducedMotion = false;
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    media: query,
  }));
});
afterEach(() => vi.unstubAllGlobals());

const createTab = () => screen.getByRole('tab', { name: labels.create });
const haveTab = () => screen.getByRole('tab', { name: labels.have });
const createPanel = () => document.getElementById('hero-create')!;
const havePanel = () => document.getElementById('hero-have')!;

describe('heroModeFromHash', () => {
  it.each([
    ['', 'create'],
    ['#', 'create'],
    ['#have-book', 'have'],
    ['#faq', 'create'],
    ['#have-book-2', 'create'],
    ['#HAVE-BOOK', 'create'],
  ])('reads %j as %s', (hash, mode) => {
    expect(heroModeFromHash(hash)).toBe(mode);
  });
});

describe('given the prerender', () => {
  it('renders two plain links and the #have-book target, with no state, whatever the hash', () => {
    history.replaceState(null, '', '/#have-book');
    onTestFinished(() => {
      document.body.innerHTML = '';
    });
    document.body.innerHTML = renderToString(
      <HeroModeToggle labels={labels} createPanelId="hero-create" havePanelId="hero-have" />,
    );
    // No script has run: the stylesheet shows the mode the hash names, and both links stay in the
    // tab order for a keyboard (no roving tabindex yet).
    expect(createTab()).toHaveAttribute('href', '#');
    expect(haveTab()).toHaveAttribute('href', '#have-book');
    for (const tab of [createTab(), haveTab()]) {
      expect(tab).not.toHaveAttribute('aria-selected');
      expect(tab).not.toHaveAttribute('tabindex');
      expect(tab).not.toHaveAttribute('data-state');
    }
    expect(document.getElementById('have-book')).toBeInTheDocument();
  });
});

describe('given no hash (create mode)', () => {
  it('selects "Create a book with AI" and points each tab at its panel', () => {
    render(<Page />);
    expect(screen.getByRole('tablist', { name: labels.list })).toBeInTheDocument();
    expect(createTab()).toHaveAttribute('aria-selected', 'true');
    expect(createTab()).toHaveAttribute('aria-controls', 'hero-create');
    expect(createTab()).toHaveAttribute('href', '#');
    expect(haveTab()).toHaveAttribute('aria-selected', 'false');
    expect(haveTab()).toHaveAttribute('aria-controls', 'hero-have');
    expect(haveTab()).toHaveAttribute('href', '#have-book');
    expect(haveTab()).toHaveAttribute('tabindex', '-1');
    expect(createPanel()).not.toHaveAttribute('hidden');
    expect(havePanel()).toHaveAttribute('hidden');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Page />);
    await expectNoAxeViolations(container);
  });

  it('switches to "have" on a click: hash, selection, panels, smooth scroll to the top', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(haveTab());
    expect(location.hash).toBe('#have-book');
    expect(haveTab()).toHaveAttribute('aria-selected', 'true');
    expect(createTab()).toHaveAttribute('aria-selected', 'false');
    expect(havePanel()).not.toHaveAttribute('hidden');
    expect(createPanel()).toHaveAttribute('hidden');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('scrolls without animation under reduced motion', async () => {
    reducedMotion = true;
    const user = userEvent.setup();
    render(<Page />);
    await user.click(haveTab());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('does nothing when the selected tab is clicked again', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const before = history.length;
    await user.click(createTab());
    expect(history.length).toBe(before);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves a modified click (new tab) to the browser', () => {
    render(<Page />);
    // Seen after the component, on the document: whether it left the click alone. Then the click
    // is stopped here, as the browser opening a new tab would leave this page: jsdom would
    // otherwise follow the link to #have-book a moment later, during the next test.
    let leftAlone: boolean | undefined;
    const browser = (event: MouseEvent) => {
      leftAlone = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    try {
      fireEvent.click(haveTab(), { ctrlKey: true });
    } finally {
      document.removeEventListener('click', browser);
    }
    expect(leftAlone).toBe(true);
    expect(location.hash).toBe('');
    expect(createTab()).toHaveAttribute('aria-selected', 'true');
  });

  it('moves and selects with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    expect(createTab()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(haveTab()).toHaveFocus();
    expect(haveTab()).toHaveAttribute('aria-selected', 'true');
    expect(location.hash).toBe('#have-book');
    await user.keyboard('{ArrowRight}');
    expect(createTab()).toHaveFocus();
    expect(createTab()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(haveTab()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(createTab()).toHaveAttribute('aria-selected', 'true');
    expect(createPanel()).not.toHaveAttribute('hidden');
  });

  it('switches when the hash changes elsewhere (hashchange)', async () => {
    render(<Page />);
    act(() => {
      location.hash = '#have-book';
    });
    await waitFor(() => expect(haveTab()).toHaveAttribute('aria-selected', 'true'));
    expect(havePanel()).not.toHaveAttribute('hidden');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('keeps "create" and does not scroll for an unknown hash such as #faq', async () => {
    render(<Page />);
    act(() => {
      location.hash = '#faq';
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(createTab()).toHaveAttribute('aria-selected', 'true');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('given a shared link to a place inside the have-book block on load', () => {
  it('shows the "have" panel and brings that place under the header, which the browser could not', () => {
    // jsdom has no scrollIntoView: the browser's is stood in for this test.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    history.replaceState(null, '', '/#steps-section');
    render(<Page />);
    expect(haveTab()).toHaveAttribute('aria-selected', 'true');
    expect(havePanel()).not.toHaveAttribute('hidden');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('steps-section'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('given #have-book on load', () => {
  it('shows the "have" panel without scrolling', () => {
    history.replaceState(null, '', '/#have-book');
    render(<Page />);
    expect(haveTab()).toHaveAttribute('aria-selected', 'true');
    expect(haveTab()).toHaveAttribute('tabindex', '0');
    expect(havePanel()).not.toHaveAttribute('hidden');
    expect(createPanel()).toHaveAttribute('hidden');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    history.replaceState(null, '', '/#have-book');
    const { container } = render(<Page />);
    await expectNoAxeViolations(container);
  });

  it('drops the hash entirely when switching back to "create"', async () => {
    history.replaceState(null, '', '/es?utm_source=ads#have-book');
    const user = userEvent.setup();
    render(<Page />);
    await user.click(createTab());
    expect(location.href).toBe(`${location.origin}/es?utm_source=ads`);
    expect(createTab()).toHaveAttribute('aria-selected', 'true');
  });

  it('follows back and forward', async () => {
    const user = userEvent.setup();
    history.replaceState(null, '', '/');
    render(<Page />);
    await user.click(haveTab());
    act(() => history.back());
    await waitFor(() => expect(createTab()).toHaveAttribute('aria-selected', 'true'));
    expect(createPanel()).not.toHaveAttribute('hidden');
    act(() => history.forward());
    await waitFor(() => expect(haveTab()).toHaveAttribute('aria-selected', 'true'));
  });
});
