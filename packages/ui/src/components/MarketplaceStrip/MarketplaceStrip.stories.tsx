import { createBookPriceFormatter, type Locale, pseudoString } from '@landing/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import {
  INITIAL_GLOBALS,
  isPseudoLocale,
  type StoryGlobals,
  storyCopy,
  storyLocale,
} from '../../../.storybook/locale.js';
import { sampleBooks } from '../BookCard/fixtures.js';
import { MarketplaceStrip, type StripBook, type StripStatus } from './MarketplaceStrip.js';

const copy = {
  en: {
    heading: 'Selling now on the marketplace',
    intro: 'The six most-read books this week, published by authors like you.',
    labels: { loading: 'Loading the most-read books…' },
    prices: { free: 'Free', price: '{price}' },
  },
  es: {
    heading: 'A la venta ahora en la tienda',
    intro: 'Los seis libros más leídos de la semana, publicados por autores como tú.',
    labels: { loading: 'Cargando los libros más leídos…' },
    prices: { free: 'Gratis', price: '{price}' },
  },
} as const satisfies Record<Locale, unknown>;

function stripBooks(globals: StoryGlobals, count = 6): StripBook[] {
  const locale = storyLocale(globals);
  const format = createBookPriceFormatter(locale, storyCopy(copy, globals).prices);
  // The sample books' titles stand for the copy an author writes: in the pseudo-locale, in it.
  const title = (text: string) => (isPseudoLocale(globals) ? pseudoString(text) : text);
  return sampleBooks(locale)
    .slice(0, count)
    .map(({ price, ...book }) => ({ ...book, title: title(book.title), priceText: format(price) }));
}

const meta = {
  title: 'Components/Product previews/MarketplaceStrip',
  tags: ['stable'],
  component: MarketplaceStrip,
  args: { heading: copy.en.heading, status: 'loading', books: null, labels: copy.en.labels },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
  },
  parameters: {
    layout: 'fullscreen',
  },
  render: (args, { globals }) => {
    const _locale = storyLocale(globals);
    const t = storyCopy(copy, globals);
    const books = args.status === 'ready' ? stripBooks(globals, args.books?.length ?? 6) : null;
    return (
      <MarketplaceStrip
        {...args}
        heading={t.heading}
        intro={t.intro}
        labels={t.labels}
        books={books}
      />
    );
  },
} satisfies Meta<typeof MarketplaceStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyCopy(copy, globals);
    const region = within(canvasElement).getByRole('region', { name: t.heading });
    await expect(within(region).getByText(t.labels.loading)).toBeInTheDocument();
    await expect(region.querySelectorAll('[data-placeholder]')).toHaveLength(6);
    await expect(within(region).queryAllByRole('link')).toHaveLength(0);
  },
};

export const Loaded: Story = {
  args: { status: 'ready', books: stripBooks(INITIAL_GLOBALS) },
  play: async ({ canvasElement, globals }) => {
    const _locale = storyLocale(globals);
    const list = within(canvasElement).getByRole('list');
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(6);
    const first = stripBooks(globals)[0]!;
    await expect(links[0]).toHaveAccessibleName(`${first.title} ${first.priceText}`);
    await expect(canvasElement.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(3);
  },
};

/** docs/PRODUCT.md §8.1: the fetch failed; the placeholders stay and nothing tells the visitor. */
export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-placeholder]')).toHaveLength(6);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

export const LoadedSpanish: Story = { ...Loaded, globals: { locale: 'es' } };
export const LoadingSpanish: Story = { ...Loading, globals: { locale: 'es' } };

/** Two books arrived: the other four cells stay reserved, so nothing below the strip moves. */
export const FewBooks: Story = { args: { status: 'ready', books: stripBooks(INITIAL_GLOBALS, 2) } };

export const LoadedPhone: Story = { ...Loaded, globals: { viewport: { value: 'phone' } } };
export const LoadingPhone: Story = { ...Loading, globals: { viewport: { value: 'phone' } } };

function Arriving({ globals }: { globals: StoryGlobals }) {
  const _locale = storyLocale(globals);
  const [status, setStatus] = useState<StripStatus>('loading');
  useEffect(() => {
    const timer = setTimeout(() => setStatus('ready'), 300);
    return () => clearTimeout(timer);
  }, []);
  const t = storyCopy(copy, globals);
  return (
    <>
      <MarketplaceStrip
        heading={t.heading}
        intro={t.intro}
        labels={t.labels}
        status={status}
        books={status === 'ready' ? stripBooks(globals) : null}
      />
      <p data-testid="below">↓</p>
    </>
  );
}

/** Books replace the placeholders after 300 ms; the play function checks nothing moved. */
export const BooksArriveWithoutLayoutShift: Story = {
  // A test of an interaction, not a state to review (docs/CONTRIBUTING.md "Stories and baselines").
  tags: ['!dev', '!autodocs', 'interaction'],
  render: (_args, { globals }) => <Arriving globals={globals} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const below = canvas.getByTestId('below');
    const before = below.getBoundingClientRect().top;
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(6));
    await Promise.all(
      [...canvasElement.querySelectorAll('img')].map((img) => img.decode().catch(() => {})),
    );
    await expect(below.getBoundingClientRect().top).toBe(before);
  },
};
