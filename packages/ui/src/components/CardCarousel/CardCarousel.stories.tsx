import type { Locale } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import {
  type InteractionState,
  StatesStack,
  stateCellId,
  stateName,
} from '../../../.storybook/states.js';
import { vars } from '../../theme/contract.css.js';
import { PALETTE_NAMES } from '../../theme/tokens.js';
import { Button } from '../Button/Button.js';
import { CardCarousel } from './CardCarousel.js';

const copy = {
  en: {
    label: 'Cover templates',
    labels: {
      previous: 'Previous',
      next: 'Next',
      goTo: 'Go to slide {n}',
      counter: '{current}/{total}',
    },
    preview: 'Preview {name}',
    names: [
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
    ],
  },
  es: {
    label: 'Plantillas de portada',
    labels: {
      previous: 'Anterior',
      next: 'Siguiente',
      goTo: 'Ir a la diapositiva {n}',
      counter: '{current}/{total}',
    },
    preview: 'Ver {name}',
    names: [
      'Clásica',
      'Moderna',
      'Elegante',
      'Audaz',
      'Artística',
      'Limpia',
      'Geométrica',
      'Dinámica',
      'Circular',
      'Cyber',
      'Minimalista',
      'Monocromo',
      'Holográfica',
      'Vaporwave',
      'Editorial dividida',
      'Collage de papel',
      'Clásica alternativa',
      'Moderna superpuesta',
      'Panel elegante',
      'Franja audaz',
    ],
  },
} as const satisfies Record<Locale, unknown>;

/** A stand-in cover card: a fixed 2:3 artwork box and one action, like the real gallery's. */
function StoryCard({ name, n, action }: { name: string; n: number; action: string }) {
  const colour = vars.palette[PALETTE_NAMES[n % PALETTE_NAMES.length] ?? 'violet'];
  return (
    <article
      style={{
        display: 'grid',
        gap: vars.space[3],
        padding: vars.space[3],
        borderRadius: vars.radius.lg,
        border: `1px solid ${vars.color.border}`,
        background: vars.color.surfaceRaised,
      }}
    >
      <div
        aria-hidden="true"
        style={{
          aspectRatio: '2 / 3',
          display: 'grid',
          placeItems: 'center',
          borderRadius: vars.radius.md,
          background: `linear-gradient(160deg, ${colour}, ${vars.color.surfaceInverse})`,
          color: vars.color.inkInverse,
          fontSize: vars.fontSize['3xl'],
          fontWeight: vars.fontWeight.bold,
        }}
      >
        {n + 1}
      </div>
      <Button variant="secondary" fullWidth>
        {action.replace('{name}', name)}
      </Button>
    </article>
  );
}

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/Content/CardCarousel',
  tags: ['stable'],
  component: CardCarousel,
  // The render swaps in the toolbar locale's copy; these args only type the story and fill the docs.
  args: {
    items: copy.en.names,
    label: copy.en.label,
    labels: copy.en.labels,
    initialIndex: 0,
    children: (name) => name,
  },
  argTypes: {
    initialIndex: { control: { type: 'number', min: 0, max: 19 } },
    cardWidth: { control: 'text' },
    items: { control: false },
    labels: { control: false },
    children: { control: false },
  },
  render: ({ initialIndex, cardWidth }, { globals }) => {
    const t = storyCopy(copy, globals);
    return (
      <CardCarousel
        items={t.names}
        label={t.label}
        labels={t.labels}
        initialIndex={initialIndex}
        cardWidth={cardWidth}
      >
        {(name, i) => <StoryCard name={name} n={i} action={t.preview} />}
      </CardCarousel>
    );
  },
} satisfies Meta<typeof CardCarousel<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('listitem', { hidden: true });

/** Waits until only the card at `index` is interactive: the scroll has settled on it. */
const settledOn = (canvasElement: HTMLElement, index: number) =>
  waitFor(
    () => {
      cardsOf(canvasElement).forEach((card, i) => {
        expect(card.hasAttribute('inert')).toBe(i !== index);
      });
    },
    { timeout: 3000 },
  );

/** At 1/20: previous is disabled, and the peeking neighbours are inert. */
export const Default: Story = {
  globals: phone,
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1/20')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.labels.previous })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await settledOn(canvasElement, 0);
  },
};

/** At 3/20 through `initialIndex`. */
export const AtThirdCard: Story = {
  globals: phone,
  args: { initialIndex: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3/20')).toBeVisible();
    await settledOn(canvasElement, 2);
  },
};

/** At 20/20: next is disabled but keeps focus when pressed there. */
export const AtEnd: Story = {
  globals: phone,
  args: { initialIndex: 19 },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: t.labels.next });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(canvas.getByText('20/20')).toBeVisible();
    await expect(next).toHaveFocus();
    await settledOn(canvasElement, 19);
  },
};

/** From 1024 px: four columns, every card interactive, the controls hidden. */
export const GridAtDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1/20')).not.toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t.labels.next, hidden: true }),
    ).not.toBeVisible();
    await waitFor(() => {
      for (const card of cardsOf(canvasElement)) expect(card).not.toHaveAttribute('inert');
    });
    const [first, , , , fifth] = cardsOf(canvasElement);
    // Four per row: the fifth card starts the second row under the first.
    await expect(fifth?.offsetLeft).toBe(first?.offsetLeft);
  },
};

/** Phone: arrows keep focus, dots jump, the focused track takes arrow keys, swiping moves the counter. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement, globals, step }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: t.labels.next });

    await step('next twice → 3/20, focus stays on next', async () => {
      await userEvent.click(next);
      await userEvent.click(next);
      await expect(canvas.getByText('3/20')).toBeVisible();
      await expect(next).toHaveFocus();
    });

    await step('dot 5 → 5/20', async () => {
      const dot = canvas.getByRole('button', { name: t.labels.goTo.replace('{n}', '5') });
      await userEvent.click(dot);
      await expect(canvas.getByText('5/20')).toBeVisible();
      await expect(dot).toHaveAttribute('aria-current', 'true');
      await settledOn(canvasElement, 4);
    });

    await step('ArrowLeft on the focused track → 4/20', async () => {
      const track = canvas.getByRole('list');
      track.focus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(canvas.getByText('4/20')).toBeVisible();
      await expect(track).toHaveFocus();
      await settledOn(canvasElement, 3);
    });

    await step('a swipe to card 8 → 8/20', async () => {
      const track = canvas.getByRole('list');
      const [first, second] = cardsOf(canvasElement);
      const pitch = (second?.offsetLeft ?? 0) - (first?.offsetLeft ?? 0);
      track.scrollTo({ left: 7 * pitch, behavior: 'instant' });
      await waitFor(() => expect(canvas.getByText('8/20')).toBeVisible());
      await settledOn(canvasElement, 7);
    });
  },
};

/** Spanish copy from the toolbar locale. */
export const Spanish: Story = {
  globals: { ...phone, locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(canvas.getByText('2/20')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ir a la diapositiva 4' }));
    await expect(canvas.getByText('4/20')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Plantillas de portada' })).toBeVisible();
    await settledOn(canvasElement, 3);
  },
};

/**
 * The states the controls style, each on a carousel of its own. The arrows darken under the pointer
 * and are dimmed when there is no card that way (`aria-disabled`, at the first card here); the dots
 * have no hover look, so only the keyboard's focus shows on them. Keyboard focus is the page's
 * focus ring.
 */
const STATES = [
  'rest',
  'hover',
  'focus',
  'disabled',
] as const satisfies readonly InteractionState[];

/** The look the controls have: one, so its name only starts the cells' ids. */
const ROW = 'controls';

/** The cards of the states story: three, small, so the picture is about the controls. */
const STATES_CARDS = 3;

/** A small stand-in card: the template's name in a box, so the controls fill the picture. */
function MiniCard({ name }: { name: string }) {
  return (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        minHeight: 72,
        borderRadius: vars.radius.lg,
        border: `1px solid ${vars.color.border}`,
        background: vars.color.surfaceRaised,
        fontWeight: vars.fontWeight.semibold,
      }}
    >
      {name}
    </div>
  );
}

/**
 * The arrows and dots at rest, under the pointer, with the keyboard's focus and disabled, forced
 * with the pseudo-states addon on the "next" arrow and the third dot. The controls show below the
 * tablet width only, so this is a phone story; each carousel but the disabled one's starts on its
 * second card, so both arrows are live.
 */
export const States: Story = {
  globals: {
    ...phone,
    pseudo: {
      hover: [`#${stateCellId(ROW, 'hover')} button:has(svg):last-of-type`],
      focusVisible: [
        `#${stateCellId(ROW, 'focus')} button:has(svg):last-of-type`,
        `#${stateCellId(ROW, 'focus')} button[aria-label]:nth-child(3)`,
      ],
    },
  },
  render: (_args, { globals }) => {
    const t = storyCopy(copy, globals);
    const names = t.names.slice(0, STATES_CARDS);
    return (
      <StatesStack
        globals={globals}
        states={STATES}
        row={ROW}
        cell={(state) => (
          <CardCarousel
            items={names}
            label={`${t.label}: ${stateName(state, globals)}`}
            labels={t.labels}
            initialIndex={state === 'disabled' ? 0 : 1}
          >
            {(name) => <MiniCard name={name} />}
          </CardCarousel>
        )}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    const previous = canvas.getAllByRole('button', { name: t.labels.previous });
    await expect(previous).toHaveLength(STATES.length);
    for (const [i, state] of STATES.entries()) {
      if (state === 'disabled') await expect(previous[i]).toHaveAttribute('aria-disabled', 'true');
      else await expect(previous[i]).not.toHaveAttribute('aria-disabled');
    }
    // Every carousel but the disabled one's has settled on its second card.
    await waitFor(() =>
      expect(canvas.getAllByText(`2/${STATES_CARDS}`)).toHaveLength(STATES.length - 1),
    );
  },
};
