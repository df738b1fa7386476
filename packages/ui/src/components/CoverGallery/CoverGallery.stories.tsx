import { DEFAULT_LOCALE } from '@landing/content/locale-table';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isPseudoLocale, storyCopy, storyLocale } from '../../../.storybook/locale.js';
import { CoverGallery } from './CoverGallery';
import { coverGalleryFixtures } from './CoverGallery.fixtures';

/** The carousel shows below the tablet breakpoint (740 px); above it, the grid. */
const isPhoneWidth = () => window.innerWidth < 740;

const meta = {
  title: 'Components/Product previews/CoverGallery',
  tags: ['stable'],
  component: CoverGallery,
  args: coverGalleryFixtures.en,
  parameters: {
    layout: 'fullscreen',
  },
  // Copy follows the toolbar locale; the story's own args (position, open dialog) are kept.
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    // The args are written in the default language (English); another language, or the
    // pseudo-locale, shows its fixture.
    return locale === DEFAULT_LOCALE && !isPseudoLocale(globals) ? (
      <CoverGallery {...args} />
    ) : (
      <CoverGallery
        {...storyCopy(coverGalleryFixtures, globals)}
        initialIndex={args.initialIndex}
        initialOpenId={args.initialOpenId}
      />
    );
  },
} satisfies Meta<typeof CoverGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the 4-column grid. Opening a card and closing it returns focus to the card. */
export const Grid: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(coverGalleryFixtures, globals);
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('link', {
      name: new RegExp(`^${t.labels.open.split('{')[0]}`),
    });
    await expect(cards).toHaveLength(20);
    if (window.innerWidth >= 1024) {
      const top = cards[0]?.getBoundingClientRect().top;
      await expect(cards.filter((c) => c.getBoundingClientRect().top === top)).toHaveLength(4);
    }
    // On a phone only the current card is in view; the others are inert until swiped to.
    const pick = isPhoneWidth() ? 0 : 5;
    const card = cards[pick] as HTMLElement;
    await userEvent.click(card);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: t.templates[pick]?.name });
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    await userEvent.click(within(dialog).getByRole('button', { name: t.labels.close }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(card).toHaveFocus();
  },
};

/** Phone (390 px): the swipe carousel at card 3 of 20, with arrows, dots and the counter. */
export const Carousel: Story = {
  args: { initialIndex: 2 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(coverGalleryFixtures, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3/20')).toBeInTheDocument();
    const dots = canvas.getAllByRole('button', {
      name: new RegExp(`^${t.labels.goTo.split('{')[0]}`),
    });
    await expect(dots).toHaveLength(20);
    await expect(dots[2]).toHaveAttribute('aria-current', 'true');
    if (isPhoneWidth()) {
      const next = canvas.getByRole('button', { name: t.labels.next });
      await userEvent.click(next);
      await waitFor(() => expect(canvas.getByText('4/20')).toBeVisible());
      await expect(next).toHaveFocus();
      await userEvent.click(canvas.getByRole('button', { name: t.labels.previous }));
      await waitFor(() => expect(canvas.getByText('3/20')).toBeVisible());
    }
  },
};

/** The preview dialog open on template 14, Vaporwave, with both new-tab links. */
export const DialogOpen: Story = {
  args: { initialOpenId: 14 },
  // A modal makes the page behind it inert: on the docs page this story gets its own frame.
  parameters: { docs: { story: { inline: false, height: '800px' } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(coverGalleryFixtures, globals);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Vaporwave' });
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    const use = within(dialog).getByRole('link', {
      name: `${t.labels.useTemplate} ${t.labels.newTab}`,
    });
    await expect(use.getAttribute('href')).toContain('action=cover_use_template_14');
    await expect(use).toHaveAttribute('target', '_blank');
    const all = within(dialog).getByRole('link', {
      name: `${t.labels.viewAll} ${t.labels.newTab}`,
    });
    await expect(all.getAttribute('href')).toContain('action=view_all_templates');
    await expect(dialog.querySelector('[data-template="vaporwave"]')).not.toBeNull();
  },
};

/** Spanish copy, names and links (the toolbar's locale switch gives every story in Spanish). */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Empieza con una de las 20 plantillas de portada' }),
    ).toBeVisible();
    // On a phone only the current card is in view; the others are inert until swiped to.
    const name = isPhoneWidth() ? 'Clásica' : 'Holográfica';
    const card = canvas.getByRole('link', { name: `Ver la plantilla ${name}` });
    card.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name });
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    // The dialog fades in; wait for it to settle.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(card).toHaveFocus();
  },
};

/**
 * The id of the box around the card states story: its pseudo selectors start from it, so they
 * match nothing in the component's other stories (the addon can carry them over to the next story
 * shown on the same canvas).
 */
const CARD_STATES_ID = 'cover-gallery-card-states';

/** The cards of the states story: the desktop grid's first row. */
const ROW_OF_CARDS = 4;

/** The `n`th card (from 1) of the states story's row. */
const CARD = (n: number) => `#${CARD_STATES_ID} li:nth-child(${n}) a[aria-haspopup]`;

/**
 * The grid's first row with its cards at rest (the first and the last), under the pointer (the
 * second: its cover's larger shadow) and with the keyboard's focus (the third: the page's focus
 * ring, flush with the card, and the same larger shadow), forced with the pseudo-states addon.
 * The cover's lift on hover is left out: the screenshots run with reduced motion, where it stays
 * still. A card cannot be disabled.
 */
export const States: Story = {
  globals: {
    viewport: { value: 'desktop', isRotated: false },
    pseudo: { hover: [CARD(2)], focusVisible: [CARD(3)] },
  },
  render: (_args, { globals }) => {
    const t = storyCopy(coverGalleryFixtures, globals);
    return (
      <div id={CARD_STATES_ID}>
        <CoverGallery {...t} intro={undefined} templates={t.templates.slice(0, ROW_OF_CARDS)} />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(coverGalleryFixtures, globals);
    const cards = within(canvasElement).getAllByRole('link', {
      name: new RegExp(`^${t.labels.open.split('{')[0]}`),
    });
    await expect(cards).toHaveLength(ROW_OF_CARDS);
  },
};
