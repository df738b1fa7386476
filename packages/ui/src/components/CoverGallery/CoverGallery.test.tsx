import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { stubDialog } from '@landing/devkit/testing/dialog';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { visuallyHidden } from '../../theme/utils.css';
import { CoverGallery } from './CoverGallery';
import { coverGalleryFixtures } from './CoverGallery.fixtures';

const en = coverGalleryFixtures.en;
const flush = () => act(async () => {});

// jsdom has no <dialog> modal API, no element scrolling and no layout (docs/TOOLCHAIN.md "Known pitfalls"): stand in.
let restoreDialog: () => void;
beforeAll(() => {
  restoreDialog = stubDialog();
  Element.prototype.scrollTo = vi.fn() as unknown as Element['scrollTo'];
  // Cards 300 px apart, as the flex track lays them out on a phone.
  Object.defineProperty(HTMLLIElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLLIElement) {
      return Array.prototype.indexOf.call(this.parentElement?.children ?? [], this) * 300;
    },
  });
});
afterAll(() => {
  restoreDialog();
  Reflect.deleteProperty(HTMLLIElement.prototype, 'offsetLeft');
});
beforeEach(() => {
  vi.mocked(Element.prototype.scrollTo).mockClear();
});

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;

/**
 * Whether the browser would follow the link a click lands on, seen where the click reaches the
 * page after the gallery. jsdom cannot navigate, so the follow itself is stopped there.
 */
async function followsLink(click: () => Promise<void>): Promise<boolean> {
  let followed = false;
  const page = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', page);
  try {
    await click();
    await flush();
  } finally {
    document.removeEventListener('click', page);
  }
  return followed;
}

describe('given the gallery, closed', () => {
  it('is a section named by its heading, with the intro', () => {
    render(<CoverGallery {...en} />);
    const section = screen.getByRole('region', { name: 'Start from 20 cover templates' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Start from 20 cover templates',
    );
    expect(within(section).getByText(/Pick a look/)).toBeVisible();
  });

  it('shows the 20 templates as cards named after each template, each opening a dialog', () => {
    render(<CoverGallery {...en} />);
    const cards = screen.getAllByRole('link', { name: /^Preview / });
    expect(cards).toHaveLength(20);
    expect(cards[0]).toHaveAccessibleName('Preview Classic');
    expect(cards[13]).toHaveAccessibleName('Preview Vaporwave');
    expect(cards[19]).toHaveAccessibleName('Preview Bold Stripe');
    for (const card of cards) expect(card).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it("links each card, for a visitor with no script, to its preview's registration hand-off", () => {
    render(<CoverGallery {...en} />);
    expect(screen.getByRole('link', { name: 'Preview Vaporwave' })).toHaveAttribute(
      'href',
      'https://app.example.com/register?source=homepage&action=cover_use_template_14',
    );
  });

  it('reads the words around {name} but shows only the name, so the label is in the name', () => {
    render(<CoverGallery {...en} labels={{ ...en.labels, open: 'Open {name} up close' }} />);
    const card = screen.getByRole('link', { name: 'Open Vaporwave up close' });
    expect(card).not.toHaveAttribute('aria-label');
    expect(within(card).getByText('Open')).toHaveClass(visuallyHidden);
    expect(within(card).getByText('up close')).toHaveClass(visuallyHidden);
  });

  it('shows each template name under its cover', () => {
    render(<CoverGallery {...en} />);
    const card = screen.getByRole('link', { name: 'Preview Paper Collage' });
    expect(within(card).getByText('Paper Collage')).toBeVisible();
    expect(card.querySelector('[data-template="paper-collage"]')).not.toBeNull();
  });

  it('has the carousel controls and the 1/20 counter', () => {
    render(<CoverGallery {...en} />);
    expect(screen.getByRole('region', { name: 'Cover templates' })).toBeInTheDocument();
    expect(screen.getByText('1/20')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Go to slide / })).toHaveLength(20);
  });

  it('starts at a given card, e.g. 3/20', () => {
    render(<CoverGallery {...en} initialIndex={2} />);
    expect(screen.getByText('3/20')).toBeInTheDocument();
  });

  it('moves with next and previous', async () => {
    const user = userEvent.setup();
    render(<CoverGallery {...en} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('3/20')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('2/20')).toBeInTheDocument();
  });

  it('skips templates whose id is not 1-20', () => {
    render(
      <CoverGallery
        {...en}
        templates={[...en.templates.slice(0, 2), { id: 99, name: 'Nope', description: '' }]}
      />,
    );
    expect(screen.getAllByRole('link', { name: /^Preview / })).toHaveLength(2);
    expect(screen.getByText('1/2')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<CoverGallery {...en} />);
    await expectNoAxeViolations(container);
  });
});

describe('given a click on a card', () => {
  it('opens the preview dialog with the name, description, larger preview and both links', async () => {
    const user = userEvent.setup();
    render(<CoverGallery {...en} />);
    await user.click(screen.getByRole('link', { name: 'Preview Vaporwave' }));
    await flush();
    const open = screen.getByRole('dialog', { name: 'Vaporwave' });
    expect(open).toHaveAttribute('open');
    expect(within(open).getByText(/striped sunset/)).toBeVisible();
    expect(open.querySelector('[data-template="vaporwave"]')).not.toBeNull();

    const use = within(open).getByRole('link', { name: 'Use this template (opens in a new tab)' });
    expect(use).toHaveAttribute(
      'href',
      'https://app.example.com/register?source=homepage&action=cover_use_template_14',
    );
    expect(use).toHaveAttribute('target', '_blank');
    const all = within(open).getByRole('link', {
      name: 'Sign up to see all templates (opens in a new tab)',
    });
    expect(all.getAttribute('href')).toContain('action=view_all_templates');
    expect(all).toHaveAttribute('target', '_blank');
  });

  it('stays on the page: the card opens its preview instead of following its link', async () => {
    render(<CoverGallery {...en} />);
    const card = screen.getByRole('link', { name: 'Preview Minimal' });
    expect(await followsLink(() => userEvent.setup().click(card))).toBe(false);
    expect(dialog()).toHaveAttribute('open');
  });

  it('leaves a click with a modifier key to the browser: the link opens, the dialog does not', async () => {
    const user = userEvent.setup();
    render(<CoverGallery {...en} />);
    const card = screen.getByRole('link', { name: 'Preview Minimal' });
    const followed = await followsLink(async () => {
      await user.keyboard('{Control>}');
      await user.click(card);
      await user.keyboard('{/Control}');
    });
    expect(followed).toBe(true);
    expect(dialog()).not.toHaveAttribute('open');
  });

  it('closes with the close button and gives focus back to the card', async () => {
    const user = userEvent.setup();
    render(<CoverGallery {...en} />);
    const card = screen.getByRole('link', { name: 'Preview Minimal' });
    await user.click(card);
    await flush();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await flush();
    expect(dialog()).not.toHaveAttribute('open');
    expect(card).toHaveFocus();
  });

  it('has no axe violations while open', async () => {
    const user = userEvent.setup();
    const { container } = render(<CoverGallery {...en} />);
    await user.click(screen.getByRole('link', { name: 'Preview Cyber' }));
    await flush();
    await expectNoAxeViolations(container);
  });
});

describe('from the keyboard', () => {
  it('opens a card with Enter and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<CoverGallery {...en} />);
    const card = screen.getByRole('link', { name: 'Preview Classic' });
    card.focus();
    await user.keyboard('{Enter}');
    await flush();
    expect(screen.getByRole('dialog', { name: 'Classic' })).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    await flush();
    expect(dialog()).not.toHaveAttribute('open');
    expect(card).toHaveFocus();
  });
});

describe('as an island', () => {
  it('renders the same from props that went through JSON', () => {
    const props = JSON.parse(JSON.stringify(en));
    expect(renderToString(<CoverGallery {...props} />)).toBe(
      renderToString(<CoverGallery {...en} />),
    );
  });

  it('hydrates the server markup without a mismatch', async () => {
    const html = renderToString(<CoverGallery {...en} />);
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(host, <CoverGallery {...en} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    host.remove();
  });

  it('opens the dialog only after hydration when asked to start open', async () => {
    const html = renderToString(<CoverGallery {...en} initialOpenId={14} />);
    expect(html).not.toMatch(/<dialog[^>]*\sopen/);
    render(<CoverGallery {...en} initialOpenId={14} />);
    await flush();
    expect(screen.getByRole('dialog', { name: 'Vaporwave' })).toHaveAttribute('open');
  });
});

describe('in Spanish', () => {
  it('names cards, controls and the dialog in Spanish', async () => {
    const user = userEvent.setup();
    render(<CoverGallery {...coverGalleryFixtures.es} />);
    await user.click(screen.getByRole('link', { name: 'Ver la plantilla Collage de papel' }));
    await flush();
    const open = screen.getByRole('dialog', { name: 'Collage de papel' });
    expect(
      within(open).getByRole('link', {
        name: 'Usa esta plantilla (se abre en una pestaña nueva)',
      }),
    ).toHaveAttribute('href', expect.stringContaining('action=cover_use_template_16'));
    expect(within(open).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
