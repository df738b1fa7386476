import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyCopy } from '../../../.storybook/locale.js';
import { type InteractionState, pseudoStates, StatesTable } from '../../../.storybook/states.js';
import { LiveDemoCard } from './LiveDemoCard.js';

const copy = {
  en: {
    title: 'Publishing progress',
    processing: 'Processing…',
    live: 'Your book is LIVE',
    viewLink: 'Browse the marketplace',
    newTab: '(opens in a new tab)',
  },
  es: {
    title: 'Progreso de publicación',
    processing: 'Procesando…',
    live: '¡Tu libro ya está a la venta!',
    viewLink: 'Explora el marketplace',
    newTab: '(se abre en una pestaña nueva)',
  },
} as const;

const meta = {
  title: 'Components/Product previews/LiveDemoCard',
  tags: ['stable'],
  component: LiveDemoCard,
  args: {
    labels: copy.en,
    href: 'https://marketplace.example.com/',
    initialState: 'processing',
    autoPlay: false,
    opensInNewTab: true,
  },
  argTypes: {
    initialState: { control: 'inline-radio', options: ['processing', 'live'] },
  },
  render: (args, { globals }) => <LiveDemoCard {...args} labels={storyCopy(copy, globals)} />,
} satisfies Meta<typeof LiveDemoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.processing);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Live: Story = {
  args: { initialState: 'live' },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.live);
    await expect(canvas.getByRole('link', { name: `${t.viewLink} ${t.newTab}` })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** Runs for real with a short delay: the status switches and the link arrives without moving the card. */
export const SwitchesToLive: Story = {
  // A test of an interaction, not a state to review (docs/CONTRIBUTING.md "Stories and baselines").
  tags: ['!dev', '!autodocs', 'interaction'],
  args: { autoPlay: true, delayMs: 400 },
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const canvas = within(canvasElement);
    const card = canvasElement.querySelector('[data-state]')!;
    const height = card.getBoundingClientRect().height;
    await expect(canvas.getByRole('status')).toHaveTextContent(t.processing);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t.live));
    await expect(canvas.getByRole('link', { name: `${t.viewLink} ${t.newTab}` })).toBeVisible();
    await expect(card.getBoundingClientRect().height).toBe(height);
  },
};

export const ProcessingSpanish: Story = { ...Processing, globals: { locale: 'es' } };
export const LiveSpanish: Story = { ...Live, globals: { locale: 'es' } };
export const LivePhone: Story = { ...Live, globals: { viewport: { value: 'phone' } } };

/**
 * The states the marketplace link styles: a thicker underline under the pointer and the page's
 * focus ring; a link has no disabled state (before the book is live it is hidden, not disabled).
 */
const STATES = ['rest', 'hover', 'focus'] as const satisfies readonly InteractionState[];

/**
 * The look the link has: one, so its name only starts the cells' ids; named after the component, so
 * no other story's cells have these ids (the pseudo selectors start from them).
 */
const ROW = 'live-demo-link';

/**
 * The live card's link at rest, under the pointer and with the keyboard's focus, forced with the
 * pseudo-states addon; each cell is a card in its live state, where the link shows.
 */
export const States: Story = {
  globals: {
    viewport: { value: 'desktop' },
    pseudo: pseudoStates(ROW, 'a'),
  },
  args: { initialState: 'live' },
  render: (args, { globals }) => (
    <StatesTable
      globals={globals}
      states={STATES}
      rows={[{ name: ROW }]}
      cell={() => (
        <div style={{ width: 340 }}>
          <LiveDemoCard {...args} labels={storyCopy(copy, globals)} />
        </div>
      )}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const links = within(canvasElement).getAllByRole('link', {
      name: `${t.viewLink} ${t.newTab}`,
    });
    await expect(links).toHaveLength(STATES.length);
  },
};
